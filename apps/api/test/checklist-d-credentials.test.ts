// Attack checklist D (docs/developers/security-checklist.md): credentials, throttling and enumeration.
import argon2 from 'argon2';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { browser, buildTestApi, SPA_HEADERS, type TestApi } from './api-test-app.ts';

let api: TestApi;
let now = Date.parse('2027-03-01T09:00:00Z');
const PASSWORD = 'a long enough password';
const TOO_MANY = { message: 'Too Many Attempts.' };
const BAD_CREDENTIALS = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};

beforeAll(async () => {
  api = await buildTestApi({ clock: () => now });
  for (const name of ['ada', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'kim'])
    await createUser(api.services.db, { email: `${name}@example.org`, name, password: PASSWORD });
});

/** A sign-in attempt from `address` (the TCP peer), optionally claiming a client in X-Forwarded-For. */
async function attempt(email: string, password: string, address = '198.51.100.1', forwardedFor?: string) {
  const guest = await browser(api);
  return api.app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: address,
    headers: {
      ...SPA_HEADERS,
      cookie: guest.cookie(),
      'x-xsrf-token': guest.jar.xsrf(),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: { email, password },
  });
}

describe('D. credentials, throttling, enumeration', () => {
  it('D1 five failures for one e-mail from one address: the sixth is 429 with Retry-After, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('ada@example.org', `wrong ${i}`)).statusCode).toBe(422);
    const blocked = await attempt('ada@example.org', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    now += 61_000;
    expect((await attempt('ada@example.org', PASSWORD)).statusCode).toBe(204);
  });

  it('D2 "E", "e" and " E " share one counter', async () => {
    for (const email of [
      'BOB@Example.org',
      'bob@example.org',
      ' BOB@EXAMPLE.ORG ',
      'Bob@example.org',
      'bob@example.org ',
    ])
      expect((await attempt(email, 'wrong')).statusCode).toBe(422);
    expect((await attempt('bob@example.org', PASSWORD)).statusCode).toBe(429);
    now += 61_000;
  });

  it('D3 many e-mails from one address trip the per-address cap', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++)
      statuses.push((await attempt(`nobody${i}@example.org`, 'x', '198.51.100.77')).statusCode);
    expect(statuses.slice(0, 50).every((status) => status === 422)).toBe(true);
    expect(statuses[50]).toBe(429);
    expect((await attempt('cy@example.org', PASSWORD, '198.51.100.77')).statusCode).toBe(429);
    expect((await attempt('cy@example.org', PASSWORD, '198.51.100.78')).statusCode).toBe(204);
    now += 61_000;
  });

  it('D3 X-Forwarded-For from an untrusted peer is ignored: spoofing fresh addresses does not reset the counter', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('dee@example.org', 'wrong', '203.0.113.9', `192.0.2.${i}`)).statusCode).toBe(422);
    expect((await attempt('dee@example.org', PASSWORD, '203.0.113.9', '192.0.2.200')).statusCode).toBe(429);
    now += 61_000;
  });

  it('D3 behind the trusted local proxy each client has its own counter, and one e-mail from many addresses hits the per-account cap', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await attempt('eve@example.org', 'wrong', '127.0.0.1', `192.0.2.${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await attempt('eve@example.org', PASSWORD, '127.0.0.1', '192.0.2.99')).statusCode).toBe(429);
    now += 15 * 60_000 + 1000;
    expect((await attempt('eve@example.org', PASSWORD, '127.0.0.1', '192.0.2.99')).statusCode).toBe(204);
  });

  it('D3 the per-account cap never locks the member out of an address they have signed in from', async () => {
    const home = '203.0.113.50';
    expect((await attempt('kim@example.org', PASSWORD, home)).statusCode).toBe(204);
    const strangers: number[] = [];
    for (let i = 0; i < 40; i++)
      strangers.push((await attempt('kim@example.org', 'wrong', '127.0.0.1', `192.0.2.${i}`)).statusCode);
    expect(strangers.slice(30)).toEqual(Array(10).fill(429));
    // The right password from an address the member never used: refused while the attack lasts.
    expect((await attempt('kim@example.org', PASSWORD, '127.0.0.1', '192.0.2.150')).statusCode).toBe(429);
    // The member, from home (directly or through the site's proxy): in.
    expect((await attempt('kim@example.org', PASSWORD, home)).statusCode).toBe(204);
    expect((await attempt('kim@example.org', PASSWORD, '127.0.0.1', home)).statusCode).toBe(204);
    // Failures from home still lock home, as any address.
    for (let i = 0; i < 5; i++) expect((await attempt('kim@example.org', 'typo', home)).statusCode).toBe(422);
    expect((await attempt('kim@example.org', PASSWORD, home)).statusCode).toBe(429);
    now += 15 * 60_000 + 1000;
  });

  it('D4 unknown e-mail and wrong password: same status, body and headers, and the password hasher runs for both', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const unknown = await attempt('nobody@example.org', 'some password');
      expect(verify).toHaveBeenCalledTimes(1);
      const wrong = await attempt('fay@example.org', 'some password');
      expect(verify).toHaveBeenCalledTimes(2);
      expect(unknown.statusCode).toBe(422);
      expect(wrong.statusCode).toBe(422);
      expect(unknown.json()).toEqual(BAD_CREDENTIALS);
      expect(wrong.body).toBe(unknown.body);
      const headers = (response: typeof unknown) => {
        // The request id is each request's own (made up when the client sends none).
        const { date: _date, 'x-request-id': _id, ...rest } = response.headers;
        return rest;
      };
      expect(headers(wrong)).toEqual(headers(unknown));
    } finally {
      verify.mockRestore();
    }
  });

  it('D5 a 422 never echoes the password; long passwords are refused quickly, 1 MB bodies with 413', async () => {
    const secret = 'Correct-Horse-Battery-Staple-9';
    for (const body of [
      { email: 'gus@example.org', password: secret },
      { email: 'not-an-email', password: secret },
      { email: 'gus@example.org', password: `${secret}${'x'.repeat(2000)}` },
    ]) {
      const response = await (await browser(api))('POST', '/login', body);
      expect(response.statusCode).toBe(422);
      expect(response.body).not.toContain(secret);
    }
    const long = await (await browser(api))('POST', '/login', {
      email: 'gus@example.org',
      password: 'p'.repeat(2000),
    });
    expect(long.json()).toMatchObject({
      errors: { password: ['The password field must not be greater than 1024 characters.'] },
    });
    const huge = await (await browser(api))('POST', '/login', {
      email: 'gus@example.org',
      password: 'p'.repeat(1 << 20),
    });
    expect(huge.statusCode).toBe(413);
    now += 61_000;
  });

  it('D6 signing in while signed in answers 204 with a new session; the previous one ends', async () => {
    const member = await browser(api);
    expect(
      (await member('POST', '/login', { email: 'gus@example.org', password: PASSWORD })).statusCode,
    ).toBe(204);
    const first = member.cookie();
    expect(
      (await member('POST', '/login', { email: 'gus@example.org', password: PASSWORD })).statusCode,
    ).toBe(204);
    expect(member.cookie()).not.toBe(first);
    expect((await member('GET', '/api/user')).statusCode).toBe(200);
    const stale = await api.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...SPA_HEADERS, cookie: first },
    });
    expect(stale.statusCode).toBe(401);
  });
});
