// Attack checklist H (research/auth.md 4.5): access control on every member-owned resource.
// H4 and H5 (guest-only and protected pages, proxy bypass headers) belong to the web app.
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSearch } from '../src/member/record-search.ts';
import { createUser, grantScope, revokeScope, setDisabled } from '../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from './api-test-app.ts';
import { appRoutes, fillParams, isMemberRoute } from './route-catalog.ts';
import { BODY_SAMPLES, routeKey } from './route-samples.ts';
import { tableFingerprint } from './table-fingerprint.ts';

let one: TestApi;
let two: TestApi;
let ada: Browser;
let bob: Browser;
let bobId: number;
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  one = await buildTestApi();
  two = await buildTestApi({ databaseUrl: one.databaseUrl });
  const adaRow = await createUser(one.services.db, {
    email: 'ada@example.org',
    name: 'Ada',
    password: PASSWORD,
    scopes: ['member'],
  });
  bobId = (
    await createUser(one.services.db, {
      email: 'bob@example.org',
      name: 'Bob',
      password: PASSWORD,
      scopes: ['member'],
    })
  ).id;
  await createUser(one.services.db, {
    email: 'cy@example.org',
    name: 'Cy',
    password: PASSWORD,
    scopes: ['member'],
  });
  ada = await signIn(one, 'ada@example.org', PASSWORD);
  bob = await signIn(one, 'bob@example.org', PASSWORD);
  // Ada owns row 1 of every member table; Bob owns nothing.
  await ada('POST', '/api/bookmarks', {
    kind: 'record',
    path: '/records/1841/whitaker',
    title: 'Whitaker 1841',
  });
  await ada('POST', '/api/reading-lists', { name: 'Census' });
  await ada('POST', '/api/reading-lists/1/items', { path: '/learn', title: 'Learn' });
  await ada('POST', '/api/saved-searches', { name: 'Whitakers', query: 'surname=whitaker' });
  await recordSearch(one.services.db, adaRow.id, 'surname=whitaker', 12);
});

const memberRoutes = () => appRoutes(one).filter(isMemberRoute);
const withParams = () => memberRoutes().filter((route) => route.url.includes(':'));
/** What the owner could send with success. */
const bodyFor = (route: { method: string; url: string }) => BODY_SAMPLES[routeKey(route)];

describe('H. access control', () => {
  it('covers every member route the app registers', () => {
    expect(withParams().length).toBeGreaterThanOrEqual(8);
  });

  it("H1 another member's item answers 404 on every route that names one, and nothing of it changes", async () => {
    const before = await tableFingerprint(one.services.db);
    for (const route of withParams()) {
      const response = await bob(route.method as 'GET', fillParams(route.url), bodyFor(route));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
    expect(await tableFingerprint(one.services.db)).toEqual(before);
  });

  it("H1 every list shows only the signed-in member's own items", async () => {
    const lists = memberRoutes().filter(
      (route) => route.method === 'GET' && !route.url.includes(':') && !route.url.startsWith('/api/staff/'),
    );
    expect(lists.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/bookmarks',
        '/api/reading-lists',
        '/api/saved-searches',
        '/api/search-history',
      ]),
    );
    for (const route of lists.filter((r) => r.url !== '/api/user')) {
      expect((await bob('GET', route.url)).json(), route.url).toEqual([]);
      expect((await ada('GET', route.url)).json(), route.url).toHaveLength(1);
    }
  });

  it('H2 owner, role and id fields in a body are ignored (no mass assignment)', async () => {
    const sneaky = { user_id: bobId, userId: bobId, owner: bobId, id: 777 };
    const bookmark = await ada('POST', '/api/bookmarks', {
      kind: 'page',
      path: '/news',
      title: 'News',
      ...sneaky,
    });
    expect(bookmark.statusCode).toBe(201);
    expect(bookmark.json().id).not.toBe(777);
    const list = await ada('POST', '/api/reading-lists', { name: 'Mine', ...sneaky });
    expect(list.json().id).not.toBe(777);
    expect((await bob('GET', '/api/bookmarks')).json()).toEqual([]);
    expect((await bob('GET', '/api/reading-lists')).json()).toEqual([]);
    const profile = await ada('PATCH', '/api/user', {
      name: 'Ada L.',
      scope: ['member', 'staff'],
      scopes: ['staff'],
      email: 'bob@example.org',
      disabled: true,
      id: bobId,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Ada L.', email: 'ada@example.org', scope: ['member'] });
    expect((await ada('GET', '/api/staff/membership-applications')).statusCode).toBe(403);
  });

  it('H3 a guest gets 401 on every member route', async () => {
    const guest = await browser(one);
    for (const route of memberRoutes()) {
      const response = await guest(route.method as 'GET', fillParams(route.url), bodyFor(route));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('H3 guessing ids (sequential, huge, non-numeric, UUIDs) only ever finds 404', async () => {
    const guesses = [
      ...Array.from({ length: 20 }, (_, i) => i + 1),
      2_147_483_647,
      2_147_483_648,
      -1,
      0,
      'abc',
      '1e3',
      '0x1',
      'c0ffee00-0000-4000-8000-000000000000',
      '%2e%2e',
    ];
    for (const id of guesses) {
      expect((await bob('DELETE', `/api/bookmarks/${id}`)).statusCode, `bookmark ${id}`).toBe(404);
      expect(
        (await bob('PATCH', `/api/saved-searches/${id}`, { name: 'x' })).statusCode,
        `search ${id}`,
      ).toBe(404);
    }
  });

  it('H6 scopes are read from the database: granting, revoking and disabling count from the next request, on every instance', async () => {
    const onOne = await signIn(one, 'cy@example.org', PASSWORD);
    const cookie = onOne.cookie();
    const staffListOnTwo = async () =>
      (
        await two.app.inject({
          method: 'GET',
          url: '/api/staff/membership-applications',
          headers: { cookie },
        })
      ).statusCode;
    expect(await staffListOnTwo()).toBe(403);
    expect(
      (await two.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().scope,
    ).toEqual(['member']);

    await grantScope(one.services.db, 'cy@example.org', 'staff');
    await expect.poll(staffListOnTwo, { timeout: 2000, interval: 5 }).toBe(200);
    expect((await onOne('GET', '/api/staff/membership-applications')).statusCode).toBe(200);

    await revokeScope(one.services.db, 'cy@example.org', 'staff');
    await expect.poll(staffListOnTwo, { timeout: 2000, interval: 5 }).toBe(403);

    await setDisabled(one.services.db, 'cy@example.org', true);
    await expect.poll(staffListOnTwo, { timeout: 2000, interval: 5 }).toBe(401);
  });

  it("H1 (last, it deletes Ada's items) the same requests succeed for the owner (so the 404s above are about ownership, not the request)", async () => {
    const order = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];
    const ordered = [...withParams()].sort(
      (a, b) => order.indexOf(a.method) - order.indexOf(b.method) || b.url.length - a.url.length,
    );
    for (const route of ordered) {
      const response = await ada(route.method as 'GET', fillParams(route.url), bodyFor(route));
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBeLessThan(300);
    }
  });
});
