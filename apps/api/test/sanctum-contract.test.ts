import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { buildTestApi, cookieJar, SITE } from './api-test-app.ts';

let api: Awaited<ReturnType<typeof buildTestApi>>;
const spa = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', origin: SITE };

beforeAll(async () => {
  api = await buildTestApi();
  await createUser(api.services.db, {
    email: 'Ada@Example.org',
    name: 'Ada Member',
    password: 'correct horse battery',
    scopes: ['member'],
  });
  await createUser(api.services.db, {
    email: 'grace@example.org',
    name: 'Grace',
    password: 'another long password',
  });
  await createUser(api.services.db, {
    email: 'hedy@example.org',
    name: 'Hedy',
    password: 'frequency hopping',
  });
});

async function primed() {
  const jar = cookieJar();
  const response = await api.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: spa });
  jar.store(response.headers['set-cookie']);
  return { jar, response };
}

const login = (jar: ReturnType<typeof cookieJar>, body: unknown, extra: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/login',
    headers: { ...spa, cookie: jar.header(), 'x-xsrf-token': jar.xsrf(), ...extra },
    payload: body as object,
  });

describe('Sanctum wire contract', () => {
  it('primes the CSRF cookie with 204, a readable XSRF-TOKEN and an HttpOnly session', async () => {
    const { response, jar } = await primed();
    expect(response.statusCode).toBe(204);
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/XSRF-TOKEN=[^;]+;.*SameSite=Lax/);
    expect(cookies).not.toMatch(/XSRF-TOKEN=[^\n]*HttpOnly/);
    expect(cookies).toMatch(/society_session=[^\n]*HttpOnly/);
    expect(jar.xsrf()).toHaveLength(40);
  });

  it('signs in with JSON credentials, rotating session and XSRF token, then /api/user is the user', async () => {
    const { jar } = await primed();
    const before = new Map(jar.cookies);
    const response = await login(jar, { email: 'ada@example.org', password: 'correct horse battery' });
    expect(response.statusCode).toBe(204);
    jar.store(response.headers['set-cookie']);
    expect(jar.cookies.get('society_session')).not.toBe(before.get('society_session'));
    expect(jar.cookies.get('XSRF-TOKEN')).not.toBe(before.get('XSRF-TOKEN'));
    const user = await api.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...spa, cookie: jar.header() },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ name: 'Ada Member', email: 'Ada@Example.org', scope: ['member'] });
    expect(user.body).not.toContain('argon2');
    const stale = await api.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...spa, cookie: `society_session=${before.get('society_session')}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('answers 401 Unauthenticated without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/user', headers: spa });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 419 without the XSRF token, with a wrong one, or from another origin', async () => {
    const { jar } = await primed();
    const body = { email: 'ada@example.org', password: 'correct horse battery' };
    const attempts: Record<string, string>[] = [
      { 'x-xsrf-token': '' },
      { 'x-xsrf-token': 'x'.repeat(40) },
      { origin: 'https://evil.example' },
    ];
    for (const extra of attempts) {
      const response = await login(jar, body, extra);
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
    }
  });

  it('answers 422 with Laravel field messages, identical for unknown e-mail and wrong password', async () => {
    const { jar } = await primed();
    const missing = await login(jar, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const unknown = await login(jar, { email: 'nobody@example.org', password: 'whatever it is' });
    const wrong = await login(jar, { email: 'grace@example.org', password: 'not her password' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('throttles a sixth attempt per e-mail and address with 429 and Retry-After', async () => {
    const { jar } = await primed();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(jar, { email: 'HEDY@example.org', password: `wrong ${i}` })).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const limited = await login(jar, { email: 'hedy@example.org', password: 'frequency hopping' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('signs out with 204, rotating the session, after which the old session is gone', async () => {
    const { jar } = await primed();
    jar.store(
      (await login(jar, { email: 'ada@example.org', password: 'correct horse battery' })).headers[
        'set-cookie'
      ],
    );
    const signedIn = jar.header();
    const out = await api.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...spa, cookie: signedIn, 'x-xsrf-token': jar.xsrf() },
    });
    expect(out.statusCode).toBe(204);
    const after = await api.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...spa, cookie: signedIn },
    });
    expect(after.statusCode).toBe(401);
  });
});
