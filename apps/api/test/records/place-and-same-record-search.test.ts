import { nameOccurrences, places, records } from '@society/db/api-collections-schema';
import type { RecordSearchAnswer } from '@society/record-search';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { internNames } from '../../src/collections/intern-names.ts';
import { type Browser, browser, buildTestApi, type TestApi } from '../api-test-app.ts';
import { buildRecordsFixture } from './records-fixture.ts';

let api: TestApi;
let guest: Browser;

/** Beside the shared fixture: Northfield St Mary (Kent) and Little Ashby (Sussex), each with a burial. */
beforeAll(async () => {
  api = await buildTestApi();
  const fixture = await buildRecordsFixture(api.services.db);
  const db = api.services.db;
  const kent = fixture.places.kent;
  const [sussex] = await db.select().from(places).where(eq(places.name, 'Sussex'));
  const place = async (name: string, parentId: number) =>
    (await db.insert(places).values({ name, kind: 'parish', parentId, code: '' }).returning())[0]!.id;
  const northfield = await place('Northfield St Mary', kent);
  const ashby = await place('Little Ashby', sussex!.id);
  const burial = async (placeId: number, forename: string, surname: string, year: number) => {
    const [row] = await db
      .insert(records)
      .values({
        collectionId: fixture.collections.burials,
        recordType: 'burial',
        original: { Name: `${forename} ${surname}` },
        yearMin: year,
        yearMax: year,
        placeId,
      })
      .returning();
    const [surnameId, forenameId] = await internNames(db, [surname, forename]);
    await db.insert(nameOccurrences).values({
      collectionId: fixture.collections.burials,
      recordId: row!.id,
      recordType: 'burial',
      role: 'principal',
      surnameId,
      forenameId,
      yearMin: year,
      yearMax: year,
      placeId,
    });
  };
  await burial(northfield, 'Hester', 'Quennell', 1801);
  await burial(ashby, 'Amos', 'Quennell', 1802);
  guest = await browser(api);
});

async function search(query: string) {
  const response = await guest('GET', `/api/records/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RecordSearchAnswer;
}
const forenames = (answer: RecordSearchAnswer) => answer.results.map((r) => r.forename).sort();

describe('a place finds itself and everything within it, by word and prefix', () => {
  it.each([
    ['Northfield St Mary', ['Hester']],
    ['Northfield', ['Hester']],
    ['northfield st', ['Hester']],
    ['Ashby', ['Amos']],
    ['Little Ash', ['Amos']],
    ['Kent', ['Hester']],
    ['England', ['Amos', 'Hester']],
    ['Northfield St Mary, Kent', ['Hester']],
    ['Northfield, KEN', ['Hester']],
    ['Ashby, Kent', []],
    ['field', []],
    ['Ashbyton', []],
  ])('place=%s', async (place, expected) => {
    expect(forenames(await search(`surname=Quennell&place=${encodeURIComponent(place)}`))).toEqual(expected);
  });

  it('suggests places by any word of their name, with the places they lie within', async () => {
    const answer = (await guest('GET', '/api/places?name=ashb')).json();
    expect(answer.places).toEqual([
      expect.objectContaining({
        name: 'Little Ashby',
        parents: [expect.objectContaining({ name: 'Sussex' }), expect.objectContaining({ name: 'England' })],
      }),
    ]);
    const northfield = (await guest('GET', '/api/places?name=North')).json();
    expect(northfield.places.map((p: { name: string }) => p.name)).toEqual(['Northfield St Mary']);
  });
});

describe('a record naming several matched people is one result', () => {
  it('names the others on it, and pages without repeating the record', async () => {
    // The shared fixture's 1851 baptism names John, William and Mary Smith.
    const answer = await search('surname=Smith&surname_match=exact&type=baptism');
    const family = answer.results.filter((r) => r.recordType === 'baptism' && r.yearMin === 1851);
    expect(family).toHaveLength(1);
    expect(family[0]?.alsoNamed).toEqual([
      { forename: 'William', surname: 'Smith', role: 'father' },
      { forename: 'Mary', surname: 'Smith', role: 'mother' },
    ]);
    const seen = new Set<number | null>();
    let after = '';
    for (let page = 0; page < 20; page += 1) {
      const one = await search(`surname=Smith&per_page=10${after}`);
      for (const result of one.results) {
        if (result.recordId !== null) {
          expect(seen.has(result.recordId), `record ${result.recordId} twice`).toBe(false);
          seen.add(result.recordId);
        }
      }
      if (!one.next) break;
      after = `&after=${one.next}`;
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});
