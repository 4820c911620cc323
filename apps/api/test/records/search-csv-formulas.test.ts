import { collections, nameOccurrences, people, places, records } from '@society/db/api-collections-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { internNames } from '../../src/collections/intern-names.ts';
import { refreshCollectionCounts } from '../../src/collections/refresh-collection-counts.ts';
import { browser, buildTestApi } from '../api-test-app.ts';

const LINK = '=HYPERLINK("https://evil.example","Click")';
let api: Awaited<ReturnType<typeof buildTestApi>>;

/** A record set and a family tree whose names, title and place are spreadsheet formulas. */
beforeAll(async () => {
  api = await buildTestApi();
  const { db } = api.services;
  const [place] = await db
    .insert(places)
    .values({ name: '-2+3', kind: 'parish', parentId: null })
    .returning();
  const collection = async (uid: string, kind: 'record_set' | 'family_tree') =>
    (await db.insert(collections).values({ uid, kind, title: '@SUM(A1)', access: 'public' }).returning())[0]!
      .id;
  const recordSet = await collection('formula-records', 'record_set');
  const tree = await collection('formula-tree', 'family_tree');
  const [surnameId, recordForename, treeForename] = await internNames(db, ['Hyde', LINK, '+Jekyll']);
  const [record] = await db
    .insert(records)
    .values({ collectionId: recordSet, recordType: 'baptism', original: {}, yearMin: 1850, yearMax: 1850 })
    .returning();
  const [person] = await db
    .insert(people)
    .values({ collectionId: tree, xref: '@I1@', givenNames: '+Jekyll', surname: 'Hyde', living: false })
    .returning();
  const occurrence = {
    role: 'principal',
    surnameId,
    yearMin: 1850,
    yearMax: 1850,
    placeId: place!.id,
  } as const;
  await db.insert(nameOccurrences).values([
    {
      ...occurrence,
      collectionId: recordSet,
      recordId: record!.id,
      recordType: 'baptism',
      forenameId: recordForename,
    },
    {
      ...occurrence,
      collectionId: tree,
      personId: person!.id,
      recordType: 'tree_person',
      forenameId: treeForename,
    },
  ]);
  for (const id of [recordSet, tree]) await refreshCollectionCounts(db, id);
});

describe('search results CSV', () => {
  it('writes records and tree people whose names, collection or place look like formulas as text', async () => {
    const csv = await (await browser(api))('GET', '/api/records/search.csv?surname=Hyde&surname_match=exact');
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(expect.stringMatching(/^'@SUM\(A1\),baptism,principal,Hyde,"'=HYPERLINK\(/));
    expect(rows).toContainEqual(expect.stringMatching(/^'@SUM\(A1\),tree_person,principal,Hyde,'\+Jekyll,/));
    for (const row of rows) expect(row).toContain(",'-2+3,");
  });
});
