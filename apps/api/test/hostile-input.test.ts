import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, cookieJar, SITE } from './api-test-app.ts';

let api: Awaited<ReturnType<typeof buildTestApi>>;
const spa = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', origin: SITE };

beforeAll(async () => {
  api = await buildTestApi();
});

async function primedJar() {
  const jar = cookieJar();
  jar.store(
    (await api.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: spa })).headers[
      'set-cookie'
    ],
  );
  return jar;
}

describe('hostile input', () => {
  it('never answers a login body with a 5xx', async () => {
    const jar = await primedJar();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/login',
          headers: {
            ...spa,
            cookie: jar.header(),
            'x-xsrf-token': jar.xsrf(),
            'content-type': 'application/json',
          },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('never answers arbitrary cookies and headers with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (session, xsrf) => {
        const cookie = `society_session=${encodeURIComponent(session)}`;
        const user = await api.app.inject({ method: 'GET', url: '/api/user', headers: { ...spa, cookie } });
        expect(user.statusCode).toBe(401);
        const out = await api.app.inject({
          method: 'POST',
          url: '/logout',
          headers: { ...spa, cookie, 'x-xsrf-token': encodeURIComponent(xsrf) },
        });
        expect(out.statusCode).toBe(419);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses an oversized body with 413', async () => {
    const jar = await primedJar();
    const response = await api.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        ...spa,
        cookie: jar.header(),
        'x-xsrf-token': jar.xsrf(),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('allows credentials only for the site and listed origins', async () => {
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/api/user',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const own = await preflight(SITE);
    expect(own.headers['access-control-allow-origin']).toBe(SITE);
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
