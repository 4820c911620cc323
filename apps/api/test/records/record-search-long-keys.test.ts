import { collections, nameOccurrences, places, records } from '@society/db/api-collections-schema';
import type { RecordSearchAnswer } from '@society/record-search';
import { beforeAll, describe, expect, it } from 'vitest';
import { internNames, MAX_NAME_LENGTH } from '../../src/collections/intern-names.ts';
import { browser, buildTestApi, type TestApi } from '../api-test-app.ts';

/**
 * A page's cursor carries its last row's sort keys, text ones included: the longest names, place
 * names and collection titles the importers accept must still give a cursor the next page takes,
 * so that paging reaches every row the total counts.
 */
let api: TestApi;
let guest: Awaited<ReturnType<typeof browser>>;
const ROWS = 12;
/** Two bytes each in UTF-8, and left as they are by the name's normalised form. */
const cyrillic = (length: number) => 'Жд'.repeat(length / 2);

beforeAll(async () => {
  api = await buildTestApi();
  const db = api.services.db;
  const [collection] = await db
    .insert(collections)
    .values({ uid: 'long-keys', kind: 'record_set', title: cyrillic(200), access: 'public' })
    .returning();
  const [place] = await db
    .insert(places)
    .values({ name: cyrillic(200), kind: 'parish', parentId: null, code: '' })
    .returning();
  // Written at the longest a name may be; `ß` becomes `ss` in the normalised form the name sort reads.
  const people = [
    { forename: 'Tobias', surname: cyrillic(MAX_NAME_LENGTH) },
    { forename: 'Ottilie', surname: 'Straß'.repeat(MAX_NAME_LENGTH / 5) },
  ];
  for (const person of people) {
    const [surnameId, forenameId] = await internNames(db, [person.surname, person.forename]);
    for (let i = 0; i < ROWS; i += 1) {
      const [record] = await db
        .insert(records)
        .values({
          collectionId: collection!.id,
          recordType: 'baptism',
          original: { Name: `${person.forename} ${person.surname}` },
          yearMin: 1800 + i,
          yearMax: 1800 + i,
          placeId: place!.id,
        })
        .returning();
      await db.insert(nameOccurrences).values({
        collectionId: collection!.id,
        recordId: record!.id,
        recordType: 'baptism',
        role: 'principal',
        surnameId,
        forenameId,
        yearMin: 1800 + i,
        yearMax: 1800 + i,
        placeId: place!.id,
      });
    }
  }
  guest = await browser(api);
});

describe('paging past rows with the longest text keys', () => {
  for (const forename of ['Tobias', 'Ottilie'])
    for (const sort of ['name', 'place', 'collection', 'relevance']) {
      it(`${forename}, sorted by ${sort}: every page is reachable`, async () => {
        const seen: number[] = [];
        let after = '';
        let total = -1;
        for (let page = 0; page < 5; page += 1) {
          const response = await guest(
            'GET',
            `/api/records/search?forename=${forename}&sort=${sort}&per_page=10${after}`,
          );
          expect(response.statusCode, response.body).toBe(200);
          const answer = response.json() as RecordSearchAnswer;
          if (page === 0) total = answer.total.count;
          seen.push(...answer.results.map((result) => result.id));
          if (!answer.next) break;
          after = `&after=${answer.next}`;
        }
        expect(total).toBe(ROWS);
        expect(new Set(seen).size).toBe(ROWS);
      });
    }
});
