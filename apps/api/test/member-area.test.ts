import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { buildTestApi, signIn } from './api-test-app.ts';

let api: Awaited<ReturnType<typeof buildTestApi>>;
let ada: Awaited<ReturnType<typeof signIn>>;
let bob: Awaited<ReturnType<typeof signIn>>;
let bobId: number;

beforeAll(async () => {
  api = await buildTestApi();
  await createUser(api.services.db, {
    email: 'ada@example.org',
    name: 'Ada',
    password: 'ada password 1',
    scopes: ['member'],
  });
  bobId = (
    await createUser(api.services.db, {
      email: 'bob@example.org',
      name: 'Bob',
      password: 'bob password 1',
      scopes: ['member'],
    })
  ).id;
  ada = await signIn(api, 'ada@example.org', 'ada password 1');
  bob = await signIn(api, 'bob@example.org', 'bob password 1');
});

describe('bookmarks', () => {
  it('creates, lists, annotates and deletes, scoped to the signed-in member', async () => {
    const created = await ada('POST', '/api/bookmarks', {
      kind: 'page',
      path: '/learn/guides/how-to-use-census-records',
      title: 'Census guide',
      user_id: bobId,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await bob('GET', '/api/bookmarks')).json()).toEqual([]);
    expect(
      (await ada('PATCH', `/api/bookmarks/${id}`, { note: 'Read before the 1921 search' })).json(),
    ).toMatchObject({ note: 'Read before the 1921 search' });
    expect((await bob('PATCH', `/api/bookmarks/${id}`, { note: 'mine now' })).statusCode).toBe(404);
    expect((await bob('DELETE', `/api/bookmarks/${id}`)).statusCode).toBe(404);
    expect((await ada('GET', '/api/bookmarks')).json()).toHaveLength(1);
    expect((await ada('DELETE', `/api/bookmarks/${id}`)).statusCode).toBe(204);
    expect((await ada('GET', '/api/bookmarks')).json()).toEqual([]);
  });

  it('refuses paths that are not on this site, and bad kinds, with 422', async () => {
    for (const path of ['https://evil.example/', '//evil.example', '/\\evil', 'javascript:alert(1)']) {
      expect((await ada('POST', '/api/bookmarks', { kind: 'page', path, title: 'x' })).statusCode, path).toBe(
        422,
      );
    }
    expect((await ada('POST', '/api/bookmarks', { kind: 'planet', path: '/x', title: 'x' })).statusCode).toBe(
      422,
    );
    expect((await ada('PATCH', '/api/bookmarks/1', {})).statusCode).toBe(422);
  });

  it('answers 401 to a guest', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/bookmarks' });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading lists', () => {
  it('creates a list, adds, annotates, reorders and removes items, and renames and deletes it', async () => {
    const created = await ada('POST', '/api/reading-lists', { name: 'Before the census search' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const add = async (path: string, title: string) =>
      (await ada('POST', `/api/reading-lists/${id}/items`, { path, title })).json() as {
        id: number;
        position: number;
      };
    const first = await add('/learn/guides/how-to-use-census-records', 'Census guide');
    const second = await add('/learn/hints-tips/surname-searching', 'Surname searching');
    const third = await add('/news/spring-2027-programme-announced', 'Spring programme');
    expect([first.position, second.position, third.position]).toEqual([1, 2, 3]);

    expect(
      (await ada('PATCH', `/api/reading-lists/${id}/items/${second.id}`, { note: 'Do this first' })).json(),
    ).toMatchObject({ note: 'Do this first' });
    const reordered = (
      await ada('PUT', `/api/reading-lists/${id}/order`, { itemIds: [third.id, first.id, second.id] })
    ).json() as {
      items: { id: number }[];
    };
    expect(reordered.items.map((i) => i.id)).toEqual([third.id, first.id, second.id]);
    expect(
      (await ada('PUT', `/api/reading-lists/${id}/order`, { itemIds: [third.id, first.id] })).statusCode,
    ).toBe(422);

    expect((await ada('DELETE', `/api/reading-lists/${id}/items/${first.id}`)).statusCode).toBe(204);
    expect((await ada('PATCH', `/api/reading-lists/${id}`, { name: 'Census prep' })).json()).toMatchObject({
      name: 'Census prep',
      items: [{ id: third.id }, { id: second.id }],
    });

    expect((await bob('GET', '/api/reading-lists')).json()).toEqual([]);
    expect((await bob('POST', `/api/reading-lists/${id}/items`, { path: '/x', title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await bob('DELETE', `/api/reading-lists/${id}`)).statusCode).toBe(404);
    expect((await ada('DELETE', `/api/reading-lists/${id}`)).statusCode).toBe(204);
    expect((await ada('GET', '/api/reading-lists')).json()).toEqual([]);
  });
});
