// Member area, item 6 of the issue: saved searches (name, query string, list, run, rename, delete
// and the "new since last run" slot) and the search history the search endpoints record.
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSearch, SEARCH_HISTORY_CAP } from '../src/member/record-search.ts';
import type { SavedSearchCounter } from '../src/member/saved-search-counter.ts';
import { createUser } from '../src/users/user-repository.ts';
import { type Browser, buildTestApi, signIn, type TestApi } from './api-test-app.ts';

const PASSWORD = 'a long enough password';
let now = Date.parse('2026-03-01T09:00:00Z');
/** A collection the counter searches: surnames and when each record was added. */
const records: { surname: string; addedAt: number }[] = [
  { surname: 'whitaker', addedAt: now - 86_400_000 },
  { surname: 'whitaker', addedAt: now - 3_600_000 },
  { surname: 'jones', addedAt: now - 3_600_000 },
];
const counterCalls: { query: string; since: Date | null }[] = [];
/** Stands in for the record search: counts records with the query's surname, and those added since. */
const counter: SavedSearchCounter = async (query, since) => {
  counterCalls.push({ query, since });
  const found = records.filter((r) => r.surname === new URLSearchParams(query).get('surname'));
  return {
    resultCount: found.length,
    newResultCount: found.filter((r) => since === null || r.addedAt > since.getTime()).length,
  };
};

let api: TestApi;
let bare: TestApi;
let ada: Browser;
let bob: Browser;
let adaId: number;
let bobId: number;

beforeAll(async () => {
  api = await buildTestApi({ clock: () => now, searchCounter: counter });
  adaId = (await createUser(api.services.db, { email: 'ada@example.org', name: 'Ada', password: PASSWORD }))
    .id;
  bobId = (await createUser(api.services.db, { email: 'bob@example.org', name: 'Bob', password: PASSWORD }))
    .id;
  ada = await signIn(api, 'ada@example.org', PASSWORD);
  bob = await signIn(api, 'bob@example.org', PASSWORD);
  bare = await buildTestApi({ databaseUrl: api.databaseUrl, searchCounter: null });
});

type Saved = {
  id: number;
  name: string;
  query: string;
  lastRunAt: string | null;
  lastResultCount: number | null;
  newResultCount: number | null;
};

describe('saved searches', () => {
  it('saves a query string with a name, lists newest first, renames and deletes', async () => {
    const first = await ada('POST', '/api/saved-searches', { name: 'Whitakers', query: 'surname=whitaker' });
    expect(first.statusCode).toBe(201);
    // Saving counts as the first run: the next run says what is new since the save.
    expect(first.json()).toMatchObject({
      name: 'Whitakers',
      query: 'surname=whitaker',
      lastRunAt: new Date(now).toISOString(),
      lastResultCount: 2,
      newResultCount: null,
    });
    now += 1000;
    const second = (
      await ada('POST', '/api/saved-searches', {
        name: '  Jones in Northfield ',
        query: 'surname=jones&mode=soundex&place=northfield&year=1851&range=5',
      })
    ).json() as Saved;
    expect(second.name).toBe('Jones in Northfield');
    const list = (await ada('GET', '/api/saved-searches')).json() as Saved[];
    expect(list.map((s) => s.name)).toEqual(['Jones in Northfield', 'Whitakers']);
    expect((await bob('GET', '/api/saved-searches')).json()).toEqual([]);

    const renamed = await ada('PATCH', `/api/saved-searches/${second.id}`, { name: 'Joneses' });
    expect(renamed.json()).toMatchObject({ id: second.id, name: 'Joneses', query: second.query });
    expect((await ada('DELETE', `/api/saved-searches/${second.id}`)).statusCode).toBe(204);
    expect((await ada('DELETE', `/api/saved-searches/${second.id}`)).statusCode).toBe(404);
    expect(((await ada('GET', '/api/saved-searches')).json() as Saved[]).map((s) => s.name)).toEqual([
      'Whitakers',
    ]);
  });

  it('refuses a missing name and anything that is not a query string with field messages', async () => {
    for (const query of ['', '?surname=smith', 'surname=smith#results', 'surname smith', 'x'.repeat(4001)]) {
      const response = await ada('POST', '/api/saved-searches', { name: 'Bad', query });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual(['query']);
    }
    const unnamed = await ada('POST', '/api/saved-searches', { name: '   ', query: 'surname=smith' });
    expect(unnamed.statusCode).toBe(422);
    expect(Object.keys(unnamed.json().errors)).toEqual(['name']);
  });

  it('a run stamps the time and keeps the count of results and of those new since the run before', async () => {
    counterCalls.length = 0;
    const { id } = (
      await ada('POST', '/api/saved-searches', { name: 'Whitaker again', query: 'surname=whitaker' })
    ).json() as Saved;
    const run = async () => (await ada('POST', `/api/saved-searches/${id}/run`)).json() as Saved;
    expect(counterCalls).toEqual([{ query: 'surname=whitaker', since: null }]);

    const savedAt = now;
    now += 1000;
    const firstRun = await run();
    expect(firstRun).toMatchObject({
      lastRunAt: new Date(now).toISOString(),
      lastResultCount: 2,
      newResultCount: 0,
    });
    expect(counterCalls[1]).toEqual({ query: 'surname=whitaker', since: new Date(savedAt) });

    const firstRunAt = now;
    now += 60_000;
    records.push({ surname: 'whitaker', addedAt: now - 1000 }, { surname: 'smith', addedAt: now - 1000 });
    const secondRun = await run();
    expect(secondRun).toMatchObject({
      lastRunAt: new Date(now).toISOString(),
      lastResultCount: 3,
      newResultCount: 1,
    });
    expect(counterCalls[2]).toEqual({ query: 'surname=whitaker', since: new Date(firstRunAt) });

    now += 60_000;
    expect(await run()).toMatchObject({ lastResultCount: 3, newResultCount: 0 });
    const listed = ((await ada('GET', '/api/saved-searches')).json() as Saved[]).find((s) => s.id === id);
    expect(listed).toMatchObject({
      lastRunAt: new Date(now).toISOString(),
      lastResultCount: 3,
      newResultCount: 0,
    });
    expect((await bob('POST', `/api/saved-searches/${id}/run`)).statusCode).toBe(404);
    expect(counterCalls).toHaveLength(4);
  });

  it('without a record search to count, a run stamps only its time', async () => {
    const adaHere = await signIn(bare, 'ada@example.org', PASSWORD);
    const { id } = (
      await adaHere('POST', '/api/saved-searches', { name: 'Uncounted', query: 'surname=whitaker' })
    ).json() as Saved;
    const run = (await adaHere('POST', `/api/saved-searches/${id}/run`)).json() as Saved;
    expect(Date.parse(run.lastRunAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(run).toMatchObject({ lastResultCount: null, newResultCount: null });
  });
});

describe('search history (recordSearch, called by the search endpoints)', () => {
  const history = async (who: Browser) =>
    (await who('GET', '/api/search-history')).json() as {
      id: number;
      query: string;
      resultCount: number | null;
    }[];

  it('keeps the newest 200 searches per member; clears one or all', async () => {
    for (let i = 0; i < SEARCH_HISTORY_CAP + 5; i++)
      await recordSearch(api.services.db, adaId, `surname=smith&forename=${i}`, i);
    await recordSearch(api.services.db, bobId, 'surname=jones', 3);
    const entries = await history(ada);
    expect(entries).toHaveLength(SEARCH_HISTORY_CAP);
    expect(entries[0]).toMatchObject({
      query: `surname=smith&forename=${SEARCH_HISTORY_CAP + 4}`,
      resultCount: 204,
    });
    expect(entries.at(-1)?.query).toBe('surname=smith&forename=5');
    expect((await bob('DELETE', `/api/search-history/${entries[0]!.id}`)).statusCode).toBe(404);
    expect((await ada('DELETE', `/api/search-history/${entries[0]!.id}`)).statusCode).toBe(204);
    expect(await history(ada)).toHaveLength(SEARCH_HISTORY_CAP - 1);
    expect((await ada('DELETE', '/api/search-history')).statusCode).toBe(204);
    expect(await history(ada)).toEqual([]);
    expect(await history(bob)).toHaveLength(1);
  });

  it('the same search again moves to the top with its new count instead of adding an entry', async () => {
    await recordSearch(api.services.db, adaId, 'surname=whitaker', 2);
    await recordSearch(api.services.db, adaId, 'surname=jones', 1);
    await recordSearch(api.services.db, adaId, 'surname=jones', 4);
    expect((await history(ada)).map(({ query, resultCount }) => [query, resultCount])).toEqual([
      ['surname=jones', 4],
      ['surname=whitaker', 2],
    ]);
    await recordSearch(api.services.db, adaId, 'surname=whitaker', null);
    expect((await history(ada)).map(({ query, resultCount }) => [query, resultCount])).toEqual([
      ['surname=whitaker', null],
      ['surname=jones', 4],
      ['surname=whitaker', 2],
    ]);
  });

  it('refuses what is not a query string, storing nothing', async () => {
    for (const query of ['', '?surname=x', 'surname x', 'a#b', 'x'.repeat(4001)])
      await expect(recordSearch(api.services.db, bobId, query, 1), query).rejects.toThrow();
    expect(await history(bob)).toHaveLength(1);
  });
});
