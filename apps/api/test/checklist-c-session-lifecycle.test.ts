// Attack checklist C (docs/developers/security-checklist.md): session fixation and lifecycle, on a
// clock the test moves. C6 (a new session on the OIDC callback) has no test here.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, setDisabled, setPassword } from '../src/users/user-repository.ts';
import { browser, buildTestApi, SPA_HEADERS, signIn, type TestApi } from './api-test-app.ts';

let api: TestApi;
let now = Date.parse('2027-03-01T09:00:00Z');
const MINUTE = 60_000;
const PASSWORD = 'ada password 12';

beforeAll(async () => {
  api = await buildTestApi({
    clock: () => now,
    env: { SESSION_LIFETIME_MINUTES: '120', SESSION_ABSOLUTE_HOURS: '24' },
  });
  for (const email of ['ada@example.org', 'bob@example.org', 'cy@example.org'])
    await createUser(api.services.db, { email, name: email, password: PASSWORD, scopes: ['member'] });
});

const readUser = (cookie: string) =>
  api.app.inject({ method: 'GET', url: '/api/user', headers: { ...SPA_HEADERS, cookie } });

describe('C. session fixation and lifecycle', () => {
  it('C1 signing in with a pre-login session S0 issues S1 ≠ S0, and S0 is dead afterwards', async () => {
    const member = await browser(api);
    const s0 = member.jar.cookies.get('society_session')!;
    expect(
      (await member('POST', '/login', { email: 'ada@example.org', password: PASSWORD })).statusCode,
    ).toBe(204);
    const s1 = member.jar.cookies.get('society_session')!;
    expect(s1).not.toBe(s0);
    expect((await readUser(`society_session=${s1}`)).statusCode).toBe(200);
    expect((await readUser(`society_session=${s0}`)).statusCode).toBe(401);
  });

  it('C2 a cookie value the attacker chose is never adopted: a new id is issued and sign-in needs it', async () => {
    const chosen = 'attacker-chosen-session-id-0123456789abcdef';
    const primed = await api.app.inject({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: { ...SPA_HEADERS, cookie: `society_session=${chosen}` },
    });
    const issued = primed.cookies.find((cookie) => cookie.name === 'society_session')!.value;
    expect(issued).not.toBe(chosen);
    const login = await api.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...SPA_HEADERS, cookie: `society_session=${chosen}`, 'x-xsrf-token': 'anything' },
      payload: { email: 'ada@example.org', password: PASSWORD },
    });
    expect(login.statusCode).toBe(419);
    expect((await readUser(`society_session=${chosen}`)).statusCode).toBe(401);
  });

  it('C3 the XSRF token rotates on sign-in and sign-out; the old token is refused with 419', async () => {
    const member = await browser(api);
    const guestToken = member.jar.xsrf();
    await member('POST', '/login', { email: 'ada@example.org', password: PASSWORD });
    const memberToken = member.jar.xsrf();
    expect(memberToken).not.toBe(guestToken);
    expect(
      (await member('POST', '/api/reading-lists', { name: 'x' }, { 'x-xsrf-token': guestToken })).statusCode,
    ).toBe(419);
    expect((await member('POST', '/logout')).statusCode).toBe(204);
    expect(member.jar.xsrf()).not.toBe(memberToken);
    const stale = await member(
      'POST',
      '/login',
      { email: 'ada@example.org', password: PASSWORD },
      {
        'x-xsrf-token': memberToken,
      },
    );
    expect(stale.statusCode).toBe(419);
  });

  it('C4 after sign-out the old cookie is 401; "sign out everywhere" ends the other sessions', async () => {
    const member = await signIn(api, 'bob@example.org', PASSWORD);
    const signedIn = member.cookie();
    await member('POST', '/logout');
    expect((await readUser(signedIn)).statusCode).toBe(401);

    const laptop = await signIn(api, 'bob@example.org', PASSWORD);
    const phone = await signIn(api, 'bob@example.org', PASSWORD);
    expect((await laptop('POST', '/api/user/sign-out-everywhere')).statusCode).toBe(204);
    expect((await phone('GET', '/api/user')).statusCode).toBe(401);
    expect((await phone('GET', '/api/bookmarks')).statusCode).toBe(401);
  });

  it('C4 a password set from outside the api (npm run user) or a disabled account ends every session', async () => {
    const member = await signIn(api, 'cy@example.org', PASSWORD);
    expect((await member('GET', '/api/bookmarks')).statusCode).toBe(200);
    await setPassword(api.services.db, 'cy@example.org', 'cy new password 1');
    await expect.poll(async () => (await member('GET', '/api/bookmarks')).statusCode).toBe(401);

    const again = await signIn(api, 'cy@example.org', 'cy new password 1');
    expect((await again('GET', '/api/user')).statusCode).toBe(200);
    await setDisabled(api.services.db, 'cy@example.org', true);
    await expect.poll(async () => (await again('GET', '/api/bookmarks')).statusCode).toBe(401);
    expect((await again('GET', '/api/user')).statusCode).toBe(401);
    const login = await (await browser(api))('POST', '/login', {
      email: 'cy@example.org',
      password: 'cy new password 1',
    });
    expect(login.statusCode).toBe(422);
  });

  it('C5 idle timeout: a session unused for longer than its idle lifetime is dead', async () => {
    const member = await signIn(api, 'ada@example.org', PASSWORD);
    now += 119 * MINUTE;
    expect((await member('GET', '/api/user')).statusCode).toBe(200);
    now += 121 * MINUTE;
    expect((await member('GET', '/api/user')).statusCode).toBe(401);
  });

  it('C5 absolute timeout: even a session in constant use ends 24 hours after sign-in', async () => {
    const member = await signIn(api, 'ada@example.org', PASSWORD);
    const cookie = member.cookie();
    const start = now;
    while (now + 100 * MINUTE < start + 24 * 60 * MINUTE) {
      now += 100 * MINUTE;
      expect((await readUser(cookie)).statusCode, `${(now - start) / MINUTE} minutes in`).toBe(200);
    }
    now = start + 24 * 60 * MINUTE + 1;
    expect((await readUser(cookie)).statusCode).toBe(401);
  });

  it('C5 the cookie Max-Age never outlives the absolute end of its session', async () => {
    const member = await signIn(api, 'ada@example.org', PASSWORD);
    for (let i = 0; i < 12; i++) {
      now += 100 * MINUTE;
      expect((await member('GET', '/api/user')).statusCode).toBe(200);
    }
    const primed = await api.app.inject({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: { ...SPA_HEADERS, cookie: member.cookie() },
    });
    const session = primed.cookies.find((cookie) => cookie.name === 'society_session')!;
    expect(session.value).toBe(member.jar.cookies.get('society_session'));
    expect(session.maxAge).toBe(4 * 3600);
  });
});
