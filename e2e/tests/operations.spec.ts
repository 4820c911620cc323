import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type ApiRoute, apiRouteTable } from '../support/api-route-table.ts';
import { listeningPid } from '../support/listening-pid.ts';
import { freshCode } from '../support/second-factor.ts';
import { SITE_ROUTES } from '../support/site-routes.ts';
import { devSecrets, stack } from '../support/stack.ts';

// Kills services and floods the site with bad input: one test at a time (the project runs this
// file alone, in order, after every other project), each test on its own.

const site = stack.siteUrl;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const contentServicePort = Number(process.env.E2E_PORT ?? 3100) + 5;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Session = { cookie: string; xsrf: string };

function cookiesOf(response: Response, into: Map<string, string>) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    into.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

/** A staff session on the site's origin, as the browser gets one. */
async function staffSession(): Promise<Session> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  cookiesOf(await fetch(`${site}/sanctum/csrf-cookie`, { headers: spaHeaders() }), jar);
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const login = await fetch(`${site}/login`, {
    method: 'POST',
    headers: {
      ...spaHeaders(),
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': xsrf(),
    },
    body: JSON.stringify({ email: 'staff@example.org', password: devSecrets().demoPasswords.staff }),
  });
  // The demo staff account has two-step sign-in: the password, then its code.
  expect(login.status, await login.text()).toBe(200);
  cookiesOf(login, jar);
  const challenge = await fetch(`${site}/two-factor-challenge`, {
    method: 'POST',
    headers: {
      ...spaHeaders(),
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': xsrf(),
    },
    body: JSON.stringify({ code: await freshCode(devSecrets().demoStaffTotpSecret) }),
  });
  expect(challenge.status, await challenge.text()).toBe(204);
  return { cookie: header(), xsrf: xsrf() };
}

const spaHeaders = () => ({ 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', origin: site });

/** Values that broke handlers: numbers JavaScript cannot hold, NUL, malformed escapes (sent raw). */
const HOSTILE_PARAMS = ['Infinity', '1e400', '-1', '%00', '%', '%zz', '9'.repeat(400)];
const HOSTILE_QUERY = ['Infinity', '1e400', 'NaN', '%00', '%', '%E0%A4%A'];
const hostileBodies = (names: string[]) => {
  const fields = names.length > 0 ? names : ['value'];
  return [
    JSON.stringify(Object.fromEntries(fields.map((name) => [name, '\u0000']))),
    `{${fields.map((name) => `${JSON.stringify(name)}:1e400`).join(',')}}`,
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    JSON.stringify({ [fields[0]!]: 'x'.repeat(1_100_000) }),
  ];
};
const ELEVEN_MB = JSON.stringify({ value: 'x'.repeat(11 * 1024 * 1024) });

/** Each request as the site's origin receives it; the answers that were 5xx (or no answer). */
async function failuresOf(requests: { method: string; url: string; body?: string }[], session: Session) {
  const failures: string[] = [];
  for (const { method, url, body } of requests) {
    const response = await fetch(`${site}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        ...spaHeaders(),
        cookie: session.cookie,
        'x-xsrf-token': session.xsrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
    }).catch((error: Error) => ({ status: 0, statusText: error.message, body: null }));
    await response.body?.cancel();
    if (response.status >= 500 || response.status === 0) {
      failures.push(`${method} ${url.slice(0, 120)} (${body?.length ?? 0} bytes): ${response.status}`);
    }
  }
  return failures;
}

function requestsFor(route: ApiRoute): { method: string; url: string; body?: string }[] {
  const names = route.url.match(/:\w+/g) ?? [];
  const withParams = (value: string) => names.reduce((url, name) => url.replace(name, value), route.url);
  const plain = withParams('1');
  const query = (value: string) =>
    [...route.queryNames, 'page'].map((name) => `${encodeURIComponent(name)}=${value}`).join('&');
  const requests: { method: string; url: string; body?: string }[] = [
    ...(names.length > 0
      ? HOSTILE_PARAMS.map((value) => ({ method: route.method, url: withParams(value) }))
      : []),
    ...HOSTILE_QUERY.map((value) => ({ method: route.method, url: `${plain}?${query(value)}` })),
  ];
  if (UNSAFE.has(route.method)) {
    for (const body of hostileBodies(route.bodyNames))
      requests.push({ method: route.method, url: plain, body });
  }
  return requests;
}

test.describe('bad input through the site origin', () => {
  test('never answers 5xx on a route the site forwards to the api', async () => {
    test.setTimeout(600_000);
    const routes = (await apiRouteTable()).filter(
      (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && route.url !== '/health',
    );
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let session = await staffSession();
    for (const route of routes) {
      // Sign-out routes end the session; later routes need one.
      const user = await fetch(`${site}/api/user`, { headers: { ...spaHeaders(), cookie: session.cookie } });
      if (user.status !== 200) session = await staffSession();
      failures.push(...(await failuresOf(requestsFor(route), session)));
    }
    // Over the site's proxy limit: refused by the site before it reaches the api.
    failures.push(
      ...(await failuresOf(
        ['/login', '/api/bookmarks', '/api/staff/imports?kind=index'].map((url) => ({
          method: 'POST',
          url,
          body: ELEVEN_MB,
        })),
        session,
      )),
    );
    expect(failures).toEqual([]);
  });

  test('never answers 5xx on a page address, however malformed', async () => {
    test.setTimeout(300_000);
    const session = await staffSession();
    const requests = SITE_ROUTES.flatMap(({ path: page }) => {
      const base = page === '/' ? '' : page;
      return [
        ...['%', '%zz', '%E0%A4%A', '%00', 'Infinity', '1e400'].map((segment) => ({
          method: 'GET',
          url: `${base}/${segment}`,
        })),
        ...['%', 'Infinity', '1e400', '%00'].map((value) => ({
          method: 'GET',
          url: `${page}?page=${value}`,
        })),
        { method: 'POST', url: page, body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      ];
    });
    requests.push(
      { method: 'GET', url: '/members-only/%' },
      { method: 'GET', url: '/_next/%zz' },
      ...['/', '/news', '/no-such-page'].map((url) => ({ method: 'POST', url, body: ELEVEN_MB })),
    );
    expect(await failuresOf(requests, session)).toEqual([]);
  });
});

/** Bytes under a folder, less dependencies and the database's own files. */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.name === 'node_modules' || entry.name === 'postgres') continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(file);
    else if (entry.isFile()) total += (await stat(file).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

async function filesNamedAfter(dir: string, token: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.name.includes(token)) found.push(path.join(entry.parentPath, entry.name));
  }
  return found;
}

test('not-found answers for new addresses do not grow the site’s page cache', async () => {
  test.setTimeout(180_000);
  // Wherever the web app keeps its build and cache: in the app's folder or the data folder.
  const folders = [path.join(repoRoot, 'apps/web'), stack.dataDir];
  const size = async () => (await Promise.all(folders.map(folderBytes))).reduce((a, b) => a + b, 0);
  const token = `no-such-${randomUUID()}`;
  const addresses = Array.from({ length: 40 }, (_, i) => [
    `/${token}-${i}`,
    `/news/${token}-${i}`,
    `/research-hub/our-collections/record-sets/${token}-${i}`,
  ]).flat();
  const before = await size();
  for (const address of addresses) {
    const response = await fetch(`${site}${address}`);
    await response.body?.cancel();
    expect(response.status, address).toBe(404);
  }
  // Each such answer used to leave about 100 KB behind (12 MB here).
  expect(await size()).toBeLessThan(before + 1024 * 1024);
  for (const folder of folders) expect(await filesNamedAfter(folder, token)).toEqual([]);
});

test.describe('a crash under npm start', () => {
  const status = async (url: string) =>
    fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status;
      },
      () => 0,
    );
  const RECOVERY = { timeout: 90_000, intervals: [250] };

  for (const [service, port, check] of [
    ['api', stack.apiPort, `${site}/api/records/search?surname=smith`],
    ['content service', contentServicePort, `http://127.0.0.1:${contentServicePort}/api/v2`],
  ] as const) {
    test(`the ${service}, killed, is started again`, async () => {
      const killed = await listeningPid(port);
      expect(killed).not.toBeNull();
      process.kill(killed!, 'SIGKILL');
      await expect.poll(async () => (await listeningPid(port)) ?? killed, RECOVERY).not.toBe(killed);
      await expect.poll(() => status(check), RECOVERY).toBe(200);
    });
  }

  test('PostgreSQL, killed, is started again and the dynamic pages and health recover', async () => {
    const lockFile = path.join(stack.dataDir, 'postgres/postmaster.pid');
    const killed = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
    process.kill(killed, 'SIGKILL');
    const serverPid = async () =>
      Number((await readFile(lockFile, 'utf8').catch(() => String(killed))).split('\n')[0]);
    await expect.poll(serverPid, RECOVERY).not.toBe(killed);
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${stack.apiPort}/health`).then(
            (response) => response.json(),
            () => null,
          ),
        RECOVERY,
      )
      .toEqual({ status: 'ok', database: 'ok' });
    await expect.poll(() => status(`${site}/search?surname=smith`), RECOVERY).toBe(200);
    expect(await status(`${site}/api/records/search?surname=smith`)).toBe(200);
    expect(await status(`http://127.0.0.1:${contentServicePort}/health`)).toBe(200);
    const session = await staffSession();
    const user = await fetch(`${site}/api/user`, { headers: { ...spaHeaders(), cookie: session.cookie } });
    expect(user.status).toBe(200);
  });
});
