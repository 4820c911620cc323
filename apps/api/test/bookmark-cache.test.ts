// Bookmark lists are cached per api instance: a change must reach every instance's reads.
import { bookmarks } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { type Browser, buildTestApi, signIn, type TestApi } from './api-test-app.ts';

let one: TestApi;
let two: TestApi;
let onOne: Browser;
let userId: number;

beforeAll(async () => {
  one = await buildTestApi();
  two = await buildTestApi({ databaseUrl: one.databaseUrl });
  userId = (
    await createUser(one.services.db, { email: 'lin@example.org', name: 'Lin', password: 'lin password 12' })
  ).id;
  onOne = await signIn(one, 'lin@example.org', 'lin password 12');
});

const paths = async (api: TestApi) =>
  (
    (
      await api.app.inject({ method: 'GET', url: '/api/bookmarks', headers: { cookie: onOne.cookie() } })
    ).json() as {
      path: string;
      note: string;
    }[]
  ).map((b) => `${b.path} ${b.note}`.trim());
const poll = { timeout: 2000, interval: 5 };

describe('bookmark lists across api instances', () => {
  it('a change is read at once on the instance that made it, and soon on every other', async () => {
    expect(await paths(one)).toEqual([]);
    expect(await paths(two)).toEqual([]);

    const created = await onOne('POST', '/api/bookmarks', { kind: 'page', path: '/news', title: 'News' });
    expect(await paths(one)).toEqual(['/news']);
    await expect.poll(() => paths(two), poll).toEqual(['/news']);

    const { id } = created.json() as { id: number };
    await onOne('PATCH', `/api/bookmarks/${id}`, { note: 'read' });
    expect(await paths(one)).toEqual(['/news read']);
    await expect.poll(() => paths(two), poll).toEqual(['/news read']);
  });

  it('a change made outside the api (psql, another service) reaches every instance', async () => {
    expect(await paths(one)).toHaveLength(1);
    expect(await paths(two)).toHaveLength(1);
    await one.services.db.delete(bookmarks).where(eq(bookmarks.userId, userId));
    await expect.poll(() => paths(one), poll).toEqual([]);
    await expect.poll(() => paths(two), poll).toEqual([]);
  });
});
