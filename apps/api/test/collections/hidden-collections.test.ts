import { Readable } from 'node:stream';
import { collectionListSchema } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/collections/import/run-import.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let staff: Browser;
let member: Browser;
let submitter: Browser;
let hiddenRecord: number;

const INDEX = 'Surname,Forename,Year,Parish\nQuenbury,Ann,1801,Coldhurst\nQuenbury,John,1803,Coldhurst\n';

beforeAll(async () => {
  api = await buildTestApi();
  const { db } = api.services;
  const users = await Promise.all(
    [
      ['staff@example.org', ['member', 'staff']],
      ['member@example.org', ['member']],
      ['submitter@example.org', ['member']],
    ].map(([email, scopes]) =>
      createUser(db, { email: email as string, name: 'N', password: PASSWORD, scopes: scopes as string[] }),
    ),
  );
  const load = (collection: string, hidden: boolean) =>
    runImport(
      db,
      { kind: 'index', collection, access: 'public', nameKind: 'forename' },
      Readable.from([INDEX]),
      {
        hidden,
        submittedBy: users[2]!.id,
      },
    );
  await load('trial-index', true);
  await load('public-index', false);
  const found = await db.execute(
    sql`SELECT r.id FROM records r JOIN collections c ON c.id = r.collection_id WHERE c.uid = 'trial-index' LIMIT 1`,
  );
  hiddenRecord = Number(found.rows[0]!.id);
  staff = await signIn(api, 'staff@example.org', PASSWORD);
  member = await signIn(api, 'member@example.org', PASSWORD);
  submitter = await signIn(api, 'submitter@example.org', PASSWORD);
});

/** Everything a reader could learn of the hidden collection: lists, search, facets, counts, pages. */
async function sightings(reader: Browser) {
  const list = collectionListSchema.parse((await reader('GET', '/api/collections')).json());
  const uids = list.collections.map((c) => c.uid);
  const search = (await reader('GET', '/api/records/search?surname=Quenbury')).json() as {
    total: { count: number };
    facets: { collection: { value: string }[] } | null;
    results: { collection: { uid: string } }[];
  };
  const surnames = (await reader('GET', '/api/records/surnames?surname=Quenbury')).json() as {
    collections: { uid: string }[];
  };
  return {
    listed: uids.includes('trial-index'),
    page: (await reader('GET', '/api/collections/trial-index')).statusCode,
    record: (await reader('GET', `/api/records/${hiddenRecord}`)).statusCode,
    searchCount: search.total.count,
    inResults: search.results.some((r) => r.collection.uid === 'trial-index'),
    inFacets: (search.facets?.collection ?? []).some((f) => f.value === 'trial-index'),
    inSurnameCounts: surnames.collections.some((c) => c.uid === 'trial-index'),
  };
}

const unseen = {
  listed: false,
  page: 404,
  record: 404,
  searchCount: 2,
  inResults: false,
  inFacets: false,
  inSurnameCounts: false,
};
const seen = {
  listed: true,
  page: 200,
  record: 200,
  searchCount: 4,
  inResults: true,
  inFacets: true,
  inSurnameCounts: true,
};

describe('a hidden collection', () => {
  it('is invisible to guests and members everywhere: lists, search, facets, counts, pages', async () => {
    expect(await sightings(await browser(api))).toEqual(unseen);
    expect(await sightings(member)).toEqual(unseen);
  });

  it('is seen by staff and by its submitter', async () => {
    expect(await sightings(staff)).toEqual(seen);
    expect(await sightings(submitter)).toEqual(seen);
  });

  it('is seen by everyone once staff publish it', async () => {
    expect(
      (await staff('PATCH', '/api/staff/collections/trial-index', { state: 'published' })).statusCode,
    ).toBe(200);
    expect(await sightings(await browser(api))).toEqual(seen);
    expect(await sightings(member)).toEqual(seen);
  });
});
