import { apiInstance, expect, INSTANCES, makeMembers, test } from './instance-fixtures.ts';
import { SERVICE_KINDS } from './instance-stack.ts';
import { type LoadStep, startSteadyLoad } from './steady-load.ts';

test('restarting every instance one by one under steady load fails no request', async ({ stack, apiDb }) => {
  test.setTimeout(600_000);
  const [member] = await makeMembers(stack, apiDb, 1);
  const client = member!.client;
  expect(await client.signIn(member!.email, member!.password)).toBe(204);
  const site = (path: string) => () =>
    fetch(`${stack.urls.site}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const mix: LoadStep[] = [
    { route: 'GET / (site)', send: site('/'), expected: [200] },
    { route: 'GET /news (site)', send: site('/news'), expected: [200] },
    { route: 'GET /api/user (api)', send: () => client.send('GET', '/api/user'), expected: [200] },
    { route: 'GET /api/bookmarks (api)', send: () => client.send('GET', '/api/bookmarks'), expected: [200] },
    {
      route: 'POST /api/bookmarks (api)',
      send: () => client.send('POST', '/api/bookmarks', { kind: 'page', path: '/news', title: 'News' }),
      expected: [201],
    },
    {
      route: 'GET /api/v2 (content)',
      send: () => fetch(`${stack.urls.content}/api/v2`),
      expected: [200],
    },
  ];
  const load = startSteadyLoad(mix, 3);
  const restarted: string[] = [];
  for (const kind of SERVICE_KINDS)
    for (let i = 0; i < INSTANCES; i++) {
      await stack.restart(kind, i);
      restarted.push(`${kind}-${i + 1}`);
    }
  // The member's session lived through every api restart.
  expect((await client.at(apiInstance(stack, 0)).send('GET', '/api/user')).status).toBe(200);
  const { routes, failures } = await load.stop();
  console.log(`rolling restart of ${restarted.join(', ')}:`);
  for (const r of routes)
    console.log(
      `  ${r.route}: ${r.requests} requests, ${r.failures} failed, p50 ${r.p50} ms, p95 ${r.p95} ms`,
    );
  expect(failures).toEqual([]);
  for (const route of routes) expect(route.requests, route.route).toBeGreaterThan(0);
  expect(stack.unexpectedExits).toEqual([]);
});
