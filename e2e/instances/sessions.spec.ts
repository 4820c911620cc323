import { apiInstance, expect, makeMembers, test } from './instance-fixtures.ts';

// Each api instance keeps sessions, users and bookmark lists in a cache of its own, emptied by
// PostgreSQL NOTIFY: what one instance changes, the other stops serving from its cache as soon as
// the notification arrives (milliseconds; under heavy load a read sent at once can come first),
// and never later than CHANGE_WINDOW_MS.
const CHANGE_WINDOW_MS = 2_000;
const soon = { timeout: CHANGE_WINDOW_MS, intervals: [20] };
test.describe.configure({ mode: 'serial' });

test('a session signed out on one api instance is refused on the other', async ({ stack, apiDb }) => {
  const [member] = await makeMembers(stack, apiDb, 1, apiInstance(stack, 0));
  const first = member!.client;
  expect(await first.signIn(member!.email, member!.password)).toBe(204);
  const second = first.at(apiInstance(stack, 1));
  // Both instances have the session in their caches now.
  expect((await first.send('GET', '/api/user')).status).toBe(200);
  expect((await second.send('GET', '/api/user')).status).toBe(200);
  const kept = second.at(apiInstance(stack, 1));

  expect((await first.send('POST', '/logout')).status).toBe(204);
  await expect.poll(async () => (await kept.send('GET', '/api/user')).status, soon).toBe(401);
});

test('signing out everywhere on one instance ends the sessions the other instance holds', async ({
  stack,
  apiDb,
}) => {
  const [member] = await makeMembers(stack, apiDb, 1, apiInstance(stack, 0));
  const { email, password } = member!;
  const laptop = member!.client;
  const phone = laptop.at(apiInstance(stack, 1));
  expect(await laptop.signIn(email, password)).toBe(204);
  expect(await phone.signIn(email, password)).toBe(204);
  expect((await phone.send('GET', '/api/user')).status).toBe(200);

  const everywhere = await laptop.send('POST', '/api/user/sign-out-everywhere', {});
  expect(everywhere.status, await everywhere.text()).toBeLessThan(300);
  await expect.poll(async () => (await phone.send('GET', '/api/user')).status, soon).toBe(401);
});

test('a bookmark added on one instance is listed by the other', async ({ stack, apiDb }) => {
  const [member] = await makeMembers(stack, apiDb, 1, apiInstance(stack, 0));
  const first = member!.client;
  expect(await first.signIn(member!.email, member!.password)).toBe(204);
  const second = first.at(apiInstance(stack, 1));
  const listed = async () =>
    ((await (await second.send('GET', '/api/bookmarks')).json()) as { path: string }[]).map((b) => b.path);
  // The second instance caches the empty list first.
  expect(await listed()).toEqual([]);
  const added = await first.send('POST', '/api/bookmarks', {
    kind: 'page',
    path: '/news',
    title: 'News',
  });
  expect(added.status, await added.text()).toBe(201);
  await expect.poll(listed, soon).toEqual(['/news']);
});

test('the sign-in limit counts failed attempts on every instance', async ({ stack, apiDb }) => {
  const [member] = await makeMembers(stack, apiDb, 1);
  const client = member!.client;
  await (await client.send('GET', '/sanctum/csrf-cookie')).arrayBuffer();
  const statuses: number[] = [];
  for (let i = 0; i < 12 && !statuses.includes(429); i++) {
    // One browser's cookies, its attempts sent to each instance in turn.
    const login = `${apiInstance(stack, i % 2)}/login`;
    const response = await client.send('POST', login, { email: member!.email, password: 'wrong' });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  // Five failures a minute per account and address, alternating between the instances: the
  // sixth attempt is refused (counted per instance, it would be the eleventh).
  expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
});
