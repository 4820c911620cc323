import { outbox } from '@society/db/api-schema';
import { desc, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { buildTestApi, cookieJar, SITE, signIn } from './api-test-app.ts';

let api: Awaited<ReturnType<typeof buildTestApi>>;
const spa = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', origin: SITE };

beforeAll(async () => {
  api = await buildTestApi();
  await createUser(api.services.db, {
    email: 'rosalind@example.org',
    name: 'Rosalind',
    password: 'first password 1',
    scopes: ['member'],
  });
  await createUser(api.services.db, {
    email: 'max@example.org',
    name: 'Max',
    password: 'max password 123',
    scopes: ['member'],
  });
});

async function guest() {
  const jar = cookieJar();
  jar.store(
    (await api.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: spa })).headers[
      'set-cookie'
    ],
  );
  return (url: string, payload: object) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { ...spa, cookie: jar.header(), 'x-xsrf-token': jar.xsrf() },
      payload,
    });
}

const lastMail = async () =>
  (await api.services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

describe('forgot password', () => {
  it('mails a single-use link, answered the same for unknown addresses', async () => {
    const post = await guest();
    const before = (await lastMail())?.id ?? 0;
    const unknown = await post('/forgot-password', { email: 'nobody@example.org' });
    expect(unknown.statusCode).toBe(200);

    const known = await post('/forgot-password', { email: 'ROSALIND@example.org' });
    expect(known.json()).toEqual(unknown.json());
    // The mail is queued once the answer is out: wait for it. The unknown address queued none.
    const mail = await vi.waitFor(async () => {
      const sent = await api.services.db.select().from(outbox).where(gt(outbox.id, before));
      expect(sent.map((row) => row.to)).toEqual(['rosalind@example.org']);
      return sent[0]!;
    });
    const link = new URL(mail.text.match(/http\S+/)![0]);
    expect(link.origin + link.pathname).toBe(`${SITE}/reset-password`);
    const token = link.searchParams.get('token')!;

    const mismatch = await post('/reset-password', {
      token,
      email: 'rosalind@example.org',
      password: 'a brand new secret',
      password_confirmation: 'different',
    });
    expect(mismatch.statusCode).toBe(422);
    const reset = await post('/reset-password', {
      token,
      email: 'rosalind@example.org',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(reset.json()).toEqual({ message: 'Your password has been reset.' });
    const again = await post('/reset-password', {
      token,
      email: 'rosalind@example.org',
      password: 'yet another secret',
      password_confirmation: 'yet another secret',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { email: ['This password reset token is invalid.'] } });
    await expect(signIn(api, 'rosalind@example.org', 'a brand new secret')).resolves.toBeTypeOf('function');
  });
});

describe('profile', () => {
  it('renames, changes the password (signing out other devices) and signs out everywhere', async () => {
    const laptop = await signIn(api, 'max@example.org', 'max password 123');
    const phone = await signIn(api, 'max@example.org', 'max password 123');
    expect((await laptop('PATCH', '/api/user', { name: 'Max Planck' })).json()).toMatchObject({
      name: 'Max Planck',
    });

    const wrong = await laptop('PUT', '/api/user/password', {
      current_password: 'nope',
      password: 'a new long password',
      password_confirmation: 'a new long password',
    });
    expect(wrong.statusCode).toBe(422);
    const changed = await laptop('PUT', '/api/user/password', {
      current_password: 'max password 123',
      password: 'a new long password',
      password_confirmation: 'a new long password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await phone('GET', '/api/user')).statusCode).toBe(401);

    const tablet = await signIn(api, 'max@example.org', 'a new long password');
    const desktop = await signIn(api, 'max@example.org', 'a new long password');
    expect((await tablet('POST', '/api/user/sign-out-everywhere')).statusCode).toBe(204);
    expect((await desktop('GET', '/api/user')).statusCode).toBe(401);
  });
});
