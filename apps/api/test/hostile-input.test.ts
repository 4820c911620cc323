// Property-based fuzzing of every route the app registers (read from its route table, so a new
// route is covered without touching this file): no body, query, path parameter or cookie may
// produce a 5xx, and an oversized body is refused with 413.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app.ts';
import { createUser } from '../src/users/user-repository.ts';
import { type Browser, buildTestApi, SPA_HEADERS, signIn, type TestApi } from './api-test-app.ts';
import { appRoutes, fillParams, UNSAFE_METHODS } from './route-catalog.ts';
import {
  BODY_SAMPLES,
  BODYLESS_ROUTES,
  NAVIGATION_ROUTES,
  QUERY_SAMPLES,
  routeKey,
} from './route-samples.ts';
import { oidcEnv, startSsoIdp } from './sso-test-site.ts';

let api: TestApi;
/** FUZZ_RUNS=500 for a deeper search than the everyday run. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
/** Not the password in the samples, so a fuzzed password change never succeeds and ends the sessions. */
const PASSWORD = 'the fuzzing member password';

beforeAll(async () => {
  // Single sign-on on, against idp-dev in process, so that its routes are fuzzed too.
  const idp = await startSsoIdp();
  api = await buildTestApi({ env: oidcEnv(idp.issuer) });
  await createUser(api.services.db, {
    email: 'fuzz@example.org',
    name: 'Fuzz',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
});

/** Anything JSON can carry, weighted towards what breaks handlers: wrong types, huge numbers, odd strings. */
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    2 ** 53,
    1e308,
    -0,
    '',
    ' ',
    '0',
    'null',
    '__proto__',
    '%',
    '\u0000',
    '../../',
  ),
  fc.array(fc.integer(), { maxLength: 20 }),
);

/** A valid sample with some fields replaced, removed or added — or any JSON at all. */
const bodyFor = (route: RouteEntry) => {
  const sample = BODY_SAMPLES[routeKey(route)] ?? {};
  const mutated = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...Object.keys(sample), 'extra'), hostileValue, { maxKeys: 4 }),
      fc.subarray(Object.keys(sample)),
    )
    .map(([changes, kept]) => ({ ...Object.fromEntries(kept.map((key) => [key, sample[key]])), ...changes }));
  return fc.oneof(mutated, fc.jsonValue());
};

const queryFor = (route: RouteEntry) => {
  const sample = QUERY_SAMPLES[routeKey(route)] ?? {};
  return fc
    .dictionary(
      fc.oneof(fc.constantFrom(...Object.keys(sample), 'page'), fc.string()),
      fc.string({ unit: 'binary' }),
      {
        maxKeys: 5,
      },
    )
    .map((changes) => new URLSearchParams({ ...sample, ...changes }).toString());
};

const paramValue = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 32 }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom('1', '1.5', '1e3', '0x10', '%2e%2e', 'NaN', '-0'),
);
const pathFor = (route: RouteEntry) => {
  const names = route.url.match(/:\w+/g) ?? [];
  return fc
    .array(paramValue, { minLength: names.length, maxLength: names.length })
    .map((values) =>
      names.reduce((url, name, i) => url.replace(name, encodeURIComponent(values[i]!)), route.url),
    );
};

async function send(member: Browser, route: RouteEntry, path: string, query: string, body: unknown) {
  return sendRaw(member, route, query ? `${path}?${query}` : path, JSON.stringify(body));
}

/** Number parameters the validator would otherwise coerce and pass on unchecked. */
const NON_FINITE = ['Infinity', '-Infinity', '1e400', '-1e400', 'NaN'];

async function sendRaw(member: Browser, route: RouteEntry, url: string, payload: string) {
  return api.app.inject({
    method: route.method as 'POST',
    url,
    // Not the address tests sign in from, which the fuzzed logins would otherwise throttle.
    remoteAddress: '192.0.2.1',
    headers: {
      ...SPA_HEADERS,
      cookie: member.cookie(),
      'x-xsrf-token': member.jar.xsrf(),
      ...(UNSAFE_METHODS.has(route.method) ? { 'content-type': 'application/json' } : {}),
    },
    ...(UNSAFE_METHODS.has(route.method) ? { payload } : {}),
  });
}

async function signedIn(member: Browser): Promise<boolean> {
  const user = await api.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { ...SPA_HEADERS, cookie: member.cookie() },
  });
  return user.statusCode === 200;
}

describe('hostile input on every route', () => {
  it('has a valid sample for every route with a body or query schema (the fuzz mutates them)', () => {
    const missing = appRoutes(api)
      .filter(
        (route) =>
          (route.schema?.body && !BODY_SAMPLES[routeKey(route)]) ||
          ((route.schema?.querystring || NAVIGATION_ROUTES.has(routeKey(route))) &&
            !QUERY_SAMPLES[routeKey(route)]),
      )
      .map(routeKey);
    expect(missing).toEqual([]);
    expect(appRoutes(api).length).toBeGreaterThanOrEqual(37);
    expect(appRoutes(api).map(routeKey)).toEqual(expect.arrayContaining([...NAVIGATION_ROUTES]));
  });

  it('every route declares its response, its path parameters, and its body unless it takes none', () => {
    const undeclared = appRoutes(api).flatMap((route) => {
      const gaps = [];
      if (!route.schema?.response && !NAVIGATION_ROUTES.has(routeKey(route))) gaps.push('response');
      if (route.url.includes(':') && !route.schema?.params) gaps.push('params');
      const takesBody =
        ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS_ROUTES.has(routeKey(route));
      if (takesBody && !route.schema?.body) gaps.push('body');
      return gaps.map((gap) => `${routeKey(route)}: ${gap}`);
    });
    expect(undeclared).toEqual([]);
  });

  it(
    'never answers a 5xx to any body, query or path parameter, for a signed-in staff member',
    async () => {
      let member = await signIn(api, 'fuzz@example.org', PASSWORD);
      for (const route of appRoutes(api)) {
        // Sign-out routes end the session: sign in again then (not per route, which the per-address
        // sign-in throttle would refuse once there are more than 50 routes).
        if (!(await signedIn(member))) member = await signIn(api, 'fuzz@example.org', PASSWORD);
        await fc.assert(
          fc.asyncProperty(pathFor(route), queryFor(route), bodyFor(route), async (path, query, body) => {
            const response = await send(member, route, path, query, body);
            expect(
              response.statusCode,
              `${route.method} ${path}?${query} ${JSON.stringify(body)}`,
            ).toBeLessThan(500);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    },
    120_000 * Math.max(1, RUNS_PER_ROUTE / 25),
  );

  it('answers 4xx to Infinity, 1e400, NaN and NUL characters in every query and path parameter', async () => {
    const member = await signIn(api, 'fuzz@example.org', PASSWORD);
    const failures: string[] = [];
    for (const route of appRoutes(api)) {
      const sample = QUERY_SAMPLES[routeKey(route)] ?? {};
      const declared = Object.keys(
        (route.schema?.querystring as { properties?: object } | undefined)?.properties ?? {},
      );
      const fields = new Set([...Object.keys(sample), ...declared, 'page', 'per_page']);
      for (const number of [...NON_FINITE, 'ab\u0000', '\u0000\u0000']) {
        const urls = [...fields].map(
          (field) => `${fillParams(route.url)}?${new URLSearchParams({ ...sample, [field]: number })}`,
        );
        if (route.url.includes(':')) urls.push(fillParams(route.url, encodeURIComponent(number)));
        for (const url of urls) {
          const [path = '', query = ''] = url.split('?');
          const response = await send(member, route, path, query, BODY_SAMPLES[routeKey(route)] ?? {});
          if (response.statusCode >= 500) failures.push(`${route.method} ${url}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a deeply nested JSON body with 400 on every route that takes one', async () => {
    const member = await signIn(api, 'fuzz@example.org', PASSWORD);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const route of appRoutes(api).filter((r) => UNSAFE_METHODS.has(r.method))) {
      const sample = JSON.stringify(BODY_SAMPLES[routeKey(route)] ?? {});
      for (const payload of [deep, `{"nested":${deep},${sample.slice(1)}`]) {
        const response = await sendRaw(member, route, fillParams(route.url), payload);
        expect(response.statusCode, routeKey(route)).toBe(400);
      }
    }
  });

  it('never answers a 5xx to arbitrary session cookies and XSRF headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        async (session, xsrf) => {
          const cookie = `society_session=${encodeURIComponent(session)}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`;
          const user = await api.app.inject({
            method: 'GET',
            url: '/api/user',
            headers: { ...SPA_HEADERS, cookie },
          });
          expect(user.statusCode).toBe(401);
          for (const header of [encodeURIComponent(xsrf), xsrf.replace(/[^\t\x20-\x7e]/g, '')]) {
            const out = await api.app.inject({
              method: 'POST',
              url: '/logout',
              headers: { ...SPA_HEADERS, cookie, 'x-xsrf-token': header },
            });
            expect(out.statusCode).toBe(419);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a body over 64 KiB with 413 on every route that takes one', async () => {
    const member = await signIn(api, 'fuzz@example.org', PASSWORD);
    const big = JSON.stringify({ name: 'x'.repeat(70_000), email: 'a@example.org', password: 'x' });
    for (const route of appRoutes(api).filter((r) => UNSAFE_METHODS.has(r.method))) {
      const response = await send(member, route, route.url.replace(/:\w+/g, '1'), '', JSON.parse(big));
      expect(response.statusCode, routeKey(route)).toBe(413);
    }
  });
});
