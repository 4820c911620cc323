// Attack checklist H (docs/developers/security-checklist.md): access control on every member-owned resource.
// H4 and H5 (guest-only and protected pages, proxy bypass headers) belong to the web app.
import { beforeAll, describe, expect, it } from 'vitest';
import { commandLineActor } from '../src/audit/record-audit.ts';
import { saveEventSettings } from '../src/events/event-settings.ts';
import { recordSearch } from '../src/member/record-search.ts';
import { createUser, grantScope, revokeScope, setDisabled } from '../src/users/user-repository.ts';
import {
  type Browser,
  browser,
  buildTestApi,
  enrolSecondFactor,
  signIn,
  type TestApi,
} from './api-test-app.ts';
import { appRoutes, fillParams, isMemberRoute, isStaffRoute } from './route-catalog.ts';
import { BODY_SAMPLES, FRESH_CODE_ROUTES, QUERY_SAMPLES, routeKey } from './route-samples.ts';
import { tableFingerprint } from './table-fingerprint.ts';

let one: TestApi;
let two: TestApi;
/** A database of its own, where Dee owns row 1 of everything and Vic (the victim) owns nothing. */
let three: TestApi;
let ada: Browser;
let bob: Browser;
let bobId: number;
const PASSWORD = 'a long enough password';
/** An event members can book and cancel (far in the future). */
const bookableEvent = {
  title: 'Census talk',
  startsAt: new Date('2030-02-11T19:30:00Z'),
  endsAt: new Date('2030-02-11T21:00:00Z'),
  online: false,
  capacity: 10,
  placesPerMember: 2,
  pricePence: 0,
  memberPricePence: 0,
  membersOnly: false,
  cutoffHours: 0,
  joinUrl: null,
  joinInstructions: null,
  joinShownMinutesBefore: 30,
};

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
  await saveEventSettings(one.services.db, 'census-talk', bookableEvent, commandLineActor('test'));
  await ada('POST', '/api/event-bookings', { event: 'census-talk', places: 1 });
  await createUser(one.services.db, {
    email: 'staff@example.org',
    name: 'Stef',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  await createUser(one.services.db, {
    email: 'dee@example.org',
    name: 'Dee',
    password: PASSWORD,
    scopes: ['member'],
  });
  three = await buildTestApi();
  await saveEventSettings(three.services.db, 'census-talk', bookableEvent, commandLineActor('test'));
});

const memberRoutes = () => appRoutes(one).filter(isMemberRoute);
// Staff routes name items of anyone (import jobs, events, bookings): they answer 403 to members
// and are checked for the scope below (H6) instead.
const withParams = () => memberRoutes().filter((route) => route.url.includes(':') && !isStaffRoute(route));
const staffRoutes = () => appRoutes(one).filter(isStaffRoute);
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
    // The account's own answers (the user, its second factor) are objects, not lists.
    for (const route of lists.filter((r) => !r.url.startsWith('/api/user'))) {
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

    // Staff tools also need two-step sign-in: Cy sets it up first (optional for a member).
    await enrolSecondFactor(onOne);
    await grantScope(one.services.db, 'cy@example.org', 'staff');
    await expect.poll(staffListOnTwo, { timeout: 2000, interval: 5 }).toBe(200);
    expect((await onOne('GET', '/api/staff/membership-applications')).statusCode).toBe(200);

    await revokeScope(one.services.db, 'cy@example.org', 'staff');
    await expect.poll(staffListOnTwo, { timeout: 2000, interval: 5 }).toBe(403);

    await setDisabled(one.services.db, 'cy@example.org', true);
    await expect.poll(staffListOnTwo, { timeout: 2000, interval: 5 }).toBe(401);
  });

  it('H6 every staff route: 401 for a guest, 403 for a member, open to the staff scope', async () => {
    expect(staffRoutes().length).toBeGreaterThanOrEqual(1);
    const guest = await browser(one);
    const staff = await signIn(one, 'staff@example.org', PASSWORD);
    // Staff routes act on any account: aim them at one nobody else here uses (not Ada, whose
    // session the last test needs).
    const { id: zed } = await createUser(one.services.db, {
      email: 'zed@example.org',
      name: 'Zed',
      password: PASSWORD,
      scopes: ['member'],
    });
    for (const route of staffRoutes()) {
      const query = QUERY_SAMPLES[routeKey(route)];
      const url = fillParams(route.url, zed) + (query ? `?${new URLSearchParams(query)}` : '');
      const label = `${route.method} ${route.url}`;
      expect((await guest(route.method as 'GET', url, bodyFor(route))).statusCode, label).toBe(401);
      const member = await bob(route.method as 'GET', url, bodyFor(route));
      expect(member.statusCode, label).toBe(403);
      expect(member.json(), label).toEqual({ message: 'This action is unauthorized.' });
      expect([401, 403], label).not.toContain(
        (await staff(route.method as 'GET', url, bodyFor(route))).statusCode,
      );
    }
  });

  it("H6 a disabled account cannot sign in (the wrong password's answer) and its open session ends on every member route", async () => {
    const dee = await signIn(one, 'dee@example.org', PASSWORD);
    expect((await dee('GET', '/api/user')).statusCode).toBe(200);
    await setDisabled(one.services.db, 'dee@example.org', true);
    await expect
      .poll(async () => (await dee('GET', '/api/user')).statusCode, { timeout: 2000, interval: 5 })
      .toBe(401);
    for (const route of memberRoutes()) {
      const response = await dee(route.method as 'GET', fillParams(route.url), bodyFor(route));
      // Disabling ends the account's sessions: reads are a guest's 401, and changes are 419, as
      // the token no longer matches any session.
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(route.method === 'GET' ? 401 : 419);
    }
    const attempt = async (password: string) => {
      const guest = await browser(one, { remoteAddress: '198.51.100.7' });
      const response = await guest('POST', '/login', { email: 'dee@example.org', password });
      return { status: response.statusCode, body: response.json() };
    };
    const disabled = await attempt(PASSWORD);
    expect(disabled.status).toBe(422);
    expect(disabled).toEqual(await attempt('not the password at all'));
  });

  it('H2 on every member route that takes a body, owner, role and id fields are ignored', async () => {
    const victim = await createUser(three.services.db, {
      email: 'vic@example.org',
      name: 'Vic',
      password: PASSWORD,
      scopes: ['member'],
    });
    await createUser(three.services.db, {
      email: 'dee@example.org',
      name: 'Dee',
      password: PASSWORD,
      scopes: ['member'],
    });
    const dee = await signIn(three, 'dee@example.org', PASSWORD);
    const vic = await signIn(three, 'vic@example.org', PASSWORD);
    const sneaky = {
      id: 777,
      user_id: victim.id,
      userId: victim.id,
      owner: victim.id,
      owner_id: victim.id,
      email: 'vic@example.org',
      scope: ['staff'],
      scopes: ['staff'],
      disabled: true,
    };
    // Creations first (so Dee owns row 1 of each table), then changes; the password change last.
    const rank = (route: { method: string; url: string }) =>
      route.url === '/api/user/password'
        ? 9
        : ['POST', 'PATCH', 'PUT'].indexOf(route.method) * 2 + (route.url.includes(':') ? 1 : 0);
    const routes = appRoutes(three)
      .filter(
        (route) =>
          isMemberRoute(route) &&
          !isStaffRoute(route) &&
          bodyFor(route) &&
          !FRESH_CODE_ROUTES.has(routeKey(route)),
      )
      .sort((a, b) => rank(a) - rank(b));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const response = await dee(route.method as 'POST', fillParams(route.url), {
        ...bodyFor(route),
        ...sneaky,
      });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBeLessThan(300);
      if (response.body) expect(response.json().id, `${route.method} ${route.url}`).not.toBe(777);
    }
    expect((await dee('GET', '/api/user')).json()).toMatchObject({
      email: 'dee@example.org',
      scope: ['member'],
    });
    expect((await vic('GET', '/api/user')).json()).toMatchObject({
      name: 'Vic',
      email: 'vic@example.org',
      scope: ['member'],
    });
    for (const list of ['/api/bookmarks', '/api/reading-lists', '/api/saved-searches', '/api/search-history'])
      expect((await vic('GET', list)).json(), list).toEqual([]);
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
