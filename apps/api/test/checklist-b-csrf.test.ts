// Attack checklist B (docs/developers/security-checklist.md): CSRF on every state-changing api
// route. B7 (Server Actions) belongs to the web app.
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSearch } from '../src/member/record-search.ts';
import { createUser } from '../src/users/user-repository.ts';
import {
  type Browser,
  browser,
  buildTestApi,
  SITE,
  SPA_HEADERS,
  signIn,
  type TestApi,
} from './api-test-app.ts';
import { appRoutes, fillParams, UNSAFE_METHODS } from './route-catalog.ts';
import { tableFingerprint } from './table-fingerprint.ts';

let api: TestApi;
let ada: Browser;
const CSRF_MISMATCH = { message: 'CSRF token mismatch.' };

beforeAll(async () => {
  api = await buildTestApi({ env: { CORS_ORIGINS: 'https://partner.example' } });
  const { id } = await createUser(api.services.db, {
    email: 'ada@example.org',
    name: 'Ada',
    password: 'ada password 12',
    scopes: ['member'],
  });
  ada = await signIn(api, 'ada@example.org', 'ada password 12');
  // One row of everything a member owns, so each route below has something it could change.
  expect(
    (await ada('POST', '/api/bookmarks', { kind: 'page', path: '/news', title: 'News' })).statusCode,
  ).toBe(201);
  expect((await ada('POST', '/api/reading-lists', { name: 'Census' })).statusCode).toBe(201);
  expect(
    (await ada('POST', '/api/reading-lists/1/items', { path: '/learn', title: 'Learn' })).statusCode,
  ).toBe(201);
  expect(
    (await ada('POST', '/api/saved-searches', { name: 'Smiths', query: 'surname=smith' })).statusCode,
  ).toBe(201);
  await recordSearch(api.services.db, id, 'surname=smith', 4);
});

const unsafeRoutes = () => appRoutes(api).filter((route) => UNSAFE_METHODS.has(route.method));

/** Sends Ada's cookies on every unsafe route with the given headers; each must be refused, changing nothing. */
async function expectEveryUnsafeRouteRefused(headers: Record<string, string>, url = (path: string) => path) {
  const before = await tableFingerprint(api.services.db);
  for (const route of unsafeRoutes()) {
    const response = await api.app.inject({
      method: route.method as 'POST',
      url: url(fillParams(route.url)),
      headers: { ...SPA_HEADERS, cookie: ada.cookie(), ...headers },
      payload: {},
    });
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(419);
    expect(response.json()).toEqual(CSRF_MISMATCH);
  }
  expect(await tableFingerprint(api.services.db)).toEqual(before);
  expect((await ada('GET', '/api/user')).statusCode).toBe(200);
}

describe('B. CSRF', () => {
  it('covers every unsafe route the app registers', () => {
    expect(unsafeRoutes().length).toBeGreaterThanOrEqual(20);
  });

  it('B1 every POST/PUT/PATCH/DELETE with the session cookie but no X-XSRF-TOKEN is 419 and changes nothing', async () => {
    await expectEveryUnsafeRouteRefused({});
  });

  it('B2 a wrong token is 419 on every unsafe route', async () => {
    await expectEveryUnsafeRouteRefused({ 'x-xsrf-token': 'x'.repeat(40) });
  });

  it("B2 another session's valid token is 419 on every unsafe route", async () => {
    const other = await browser(api);
    await expectEveryUnsafeRouteRefused({ 'x-xsrf-token': other.jar.xsrf() });
  });

  it('B2 the token in the query string or the body (Laravel _token) instead of the header is 419', async () => {
    const token = encodeURIComponent(ada.jar.xsrf());
    await expectEveryUnsafeRouteRefused({}, (path) => `${path}?_token=${token}&XSRF-TOKEN=${token}`);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { ...SPA_HEADERS, cookie: ada.cookie() },
      payload: { _token: ada.jar.xsrf(), kind: 'page', path: '/x', title: 'x' },
    });
    expect(response.statusCode).toBe(419);
  });

  it('B3 the right token from a foreign, null or sibling origin is 419 on every unsafe route', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://evil.localhost:3000',
      'http://localhost:3001',
    ])
      await expectEveryUnsafeRouteRefused({ origin, 'x-xsrf-token': ada.jar.xsrf() });
  });

  it('B3 Sec-Fetch-Site: cross-site without an Origin header is 419 on every unsafe route', async () => {
    const { origin: _none, ...noOrigin } = SPA_HEADERS;
    const before = await tableFingerprint(api.services.db);
    for (const route of unsafeRoutes()) {
      const response = await api.app.inject({
        method: route.method as 'POST',
        url: fillParams(route.url),
        headers: {
          ...noOrigin,
          cookie: ada.cookie(),
          'x-xsrf-token': ada.jar.xsrf(),
          'sec-fetch-site': 'cross-site',
        },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(419);
    }
    expect(await tableFingerprint(api.services.db)).toEqual(before);
  });

  it('B3 a listed CORS origin with the right token is let through', async () => {
    const response = await ada(
      'PATCH',
      '/api/bookmarks/1',
      { note: 'from the partner site' },
      {
        origin: 'https://partner.example',
      },
    );
    expect(response.statusCode).toBe(200);
  });

  it('B4 text/plain, form-encoded, multipart and body-less posts to JSON endpoints are 415 and never processed', async () => {
    const before = await tableFingerprint(api.services.db);
    const attempts: { type?: string; payload?: string }[] = [
      { type: 'text/plain', payload: '{"kind":"page","path":"/a","title":"a"}' },
      { type: 'application/x-www-form-urlencoded', payload: 'kind=page&path=%2Fa&title=a' },
      {
        type: 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\npage\r\n--x--',
      },
      {},
    ];
    for (const { type, payload } of attempts) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/bookmarks',
        headers: {
          ...SPA_HEADERS,
          cookie: ada.cookie(),
          'x-xsrf-token': ada.jar.xsrf(),
          ...(type ? { 'content-type': type } : {}),
        },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, type ?? 'no body').toBe(415);
    }
    expect(await tableFingerprint(api.services.db)).toEqual(before);
  });

  it('B5 GET and HEAD change nothing: GET /logout does not sign out, and no GET route changes data', async () => {
    const before = await tableFingerprint(api.services.db);
    expect((await ada('GET', '/logout')).statusCode).toBe(404);
    for (const route of appRoutes(api).filter((r) => r.method === 'GET')) {
      expect((await ada('GET', fillParams(route.url))).statusCode, route.url).toBeLessThan(500);
      const head = await api.app.inject({
        method: 'HEAD',
        url: fillParams(route.url),
        headers: { cookie: ada.cookie() },
      });
      expect(head.statusCode, `HEAD ${route.url}`).toBeLessThan(500);
    }
    expect(await tableFingerprint(api.services.db)).toEqual(before);
    expect((await ada('GET', '/api/user')).statusCode).toBe(200);
  });

  it('B6 CORS: an unlisted origin gets no Access-Control-Allow-Origin, never *, and answers vary by Origin', async () => {
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/api/bookmarks',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-xsrf-token',
        },
      });
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const refused = await preflight(origin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
      expect(refused.headers.vary).toMatch(/Origin/);
    }
    for (const origin of [SITE, 'https://partner.example']) {
      const allowed = await preflight(origin);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(allowed.headers.vary).toMatch(/Origin/);
    }
    const read = await ada('GET', '/api/user');
    expect(read.headers['access-control-allow-origin']).toBe(SITE);
    expect(read.headers.vary).toMatch(/Origin/);
  });
});
