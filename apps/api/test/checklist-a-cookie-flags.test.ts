// Attack checklist A (docs/developers/security-checklist.md): cookie flags. A3 (the OIDC
// transaction cookie) is tested in single-sign-on.test.ts.
import { createHash } from 'node:crypto';
import { sessions } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { browser, buildTestApi, SPA_HEADERS, signIn, type TestApi } from './api-test-app.ts';

let production: TestApi;
let development: TestApi;
const ABSOLUTE_SECONDS = 24 * 3600;

beforeAll(async () => {
  production = await buildTestApi({ env: { NODE_ENV: 'production', ALLOW_HTTP_SITE_URL: 'true' } });
  development = await buildTestApi({ databaseUrl: production.databaseUrl });
  await createUser(production.services.db, {
    email: 'ada@example.org',
    name: 'Ada',
    password: 'ada password 12',
    scopes: ['member'],
  });
});

const cookieNamed = (response: LightMyRequestResponse, name: string) => {
  const found = response.cookies.find((cookie) => cookie.name === name);
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return found;
};
const primeCookies = (api: TestApi) =>
  api.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: SPA_HEADERS });
const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

describe('A. cookie flags', () => {
  it('A1 session cookie in production: __Host- name, HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, Max-Age within the absolute lifetime', async () => {
    const response = await primeCookies(production);
    const session = cookieNamed(response, '__Host-society_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session.domain).toBeUndefined();
    expect(session.maxAge).toBeGreaterThan(0);
    expect(session.maxAge).toBeLessThanOrEqual(ABSOLUTE_SECONDS);
    for (const line of [response.headers['set-cookie']].flat())
      expect(line!.length).toBeLessThanOrEqual(4096);
  });

  it('A1 session id carries at least 128 random bits and never repeats', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++)
      ids.add(cookieNamed(await primeCookies(production), '__Host-society_session').value);
    expect(ids.size).toBe(40);
    for (const id of ids) expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('A1 outside production the session cookie has no __Host- prefix (browsers refuse it without Secure)', async () => {
    const session = cookieNamed(await primeCookies(development), 'society_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure).toBeUndefined();
  });

  it('A1 sign-in sets the same flags on the new session cookie', async () => {
    const guest = await browser(production);
    const login = await guest('POST', '/login', { email: 'ada@example.org', password: 'ada password 12' });
    expect(login.statusCode).toBe(204);
    const session = cookieNamed(login, '__Host-society_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session.domain).toBeUndefined();
    expect(session.maxAge).toBeLessThanOrEqual(ABSOLUTE_SECONDS);
  });

  it('A2 XSRF cookie: readable by the page (no HttpOnly), Secure, SameSite=Lax, Path=/, different per session', async () => {
    const first = cookieNamed(await primeCookies(production), 'XSRF-TOKEN');
    const second = cookieNamed(await primeCookies(production), 'XSRF-TOKEN');
    expect(first.httpOnly).toBeUndefined();
    expect(first).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
    expect(first.value).not.toBe(second.value);
  });

  it('A4 sign-out ends the session: its row is gone and both cookies are expired, XSRF token included', async () => {
    const member = await signIn(production, 'ada@example.org', 'ada password 12');
    const before = member.jar.cookies.get('__Host-society_session')!;
    const [row] = await production.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashOf(before)));
    expect(row?.userId).toBeGreaterThan(0);
    const out = await member('POST', '/logout');
    expect(out.statusCode).toBe(204);
    for (const name of ['__Host-society_session', 'XSRF-TOKEN']) {
      const expired = cookieNamed(out, name);
      expect(expired).toMatchObject({ value: '', secure: true, path: '/' });
      expect(expired.expires!.getTime()).toBeLessThan(Date.now());
    }
    expect(
      await production.services.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashOf(before))),
    ).toEqual([]);
  });

  it('A5 the only script-readable cookie is the XSRF token: no session id, user data or secrets in it or in any body', async () => {
    const member = await browser(production);
    const answers = [
      await member('POST', '/login', { email: 'ada@example.org', password: 'ada password 12' }),
    ];
    answers.push(await member('GET', '/api/user'), await member('POST', '/logout'));
    const sessionIds = answers.flatMap((answer) =>
      answer.cookies
        .filter((cookie) => cookie.name === '__Host-society_session')
        .map((cookie) => cookie.value)
        // Sign-out expires the cookie with an empty value.
        .filter(Boolean),
    );
    expect(sessionIds.length).toBeGreaterThan(0);
    for (const answer of answers) {
      for (const cookie of answer.cookies.filter((c) => !c.httpOnly)) {
        expect(cookie.name).toBe('XSRF-TOKEN');
        expect(cookie.value).not.toMatch(/ada|@|argon2/i);
      }
      for (const id of sessionIds) {
        expect(answer.body).not.toContain(id);
        expect(answer.body).not.toContain(hashOf(id));
      }
      expect(answer.body).not.toMatch(/argon2|password/i);
    }
  });
});
