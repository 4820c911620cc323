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
  const burial = async (placeId: number, year: number, ...names: [forename: string, surname: string][]) => {
    const [row] = await db
      .insert(records)
      .values({
        collectionId: fixture.collections.burials,
        recordType: 'burial',
        original: { Name: names.map((name) => name.join(' ')).join('; ') },
        yearMin: year,
        yearMax: year,
        placeId,
      })
      .returning();
    for (const [index, [forename, surname]] of names.entries()) {
      const [surnameId, forenameId] = await internNames(db, [surname, forename]);
      await db.insert(nameOccurrences).values({
        collectionId: fixture.collections.burials,
        recordId: row!.id,
        recordType: 'burial',
        role: index === 0 ? 'principal' : 'other',
        surnameId,
        forenameId,
        yearMin: year,
        yearMax: year,
        placeId,
      });
    }
  };
  await burial(northfield, 1801, ['Hester', 'Quennell']);
  await burial(ashby, 1802, ['Amos', 'Quennell']);
  // Smiths enough for pages of ten, and a record whose two Smiths sort apart in every order but year.
  for (const [index, forename] of [
    'Bella',
    'Cyril',
    'Dora',
    'Edwin',
    'Flora',
    'Giles',
    'Hilda',
    'Ivor',
  ].entries())
    await burial(index % 2 === 0 ? ashby : northfield, 1860 + index, [forename, 'Smith']);
  await burial(northfield, 1870, ['Zachary', 'Smith'], ['Aaron', 'Smith']);
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
  it('names the others on it', async () => {
    // The shared fixture's 1851 baptism names John, William and Mary Smith.
    const answer = await search('surname=Smith&surname_match=exact&type=baptism');
    const family = answer.results.filter((r) => r.recordType === 'baptism' && r.yearMin === 1851);
    expect(family).toHaveLength(1);
    expect(family[0]?.alsoNamed).toEqual([
      { forename: 'William', surname: 'Smith', role: 'father' },
      { forename: 'Mary', surname: 'Smith', role: 'mother' },
    ]);
  });

  it('counts it once in every facet, as the total does', async () => {
    // Aaron and Zachary Smith are one burial of 1870: one result, so one in each facet.
    const answer = await search('surname=Smith&surname_match=exact&type=burial');
    const facets = answer.facets!;
    const sum = (counts: { count: number }[]) => counts.reduce((total, c) => total + c.count, 0);
    expect(answer.total).toEqual({ count: answer.results.length, exact: true });
    expect(facets.type).toEqual([expect.objectContaining({ value: 'burial', count: answer.total.count })]);
    expect(sum(facets.collection)).toBe(answer.total.count);
    expect(sum(facets.decade)).toBe(answer.total.count);
    expect(facets.decade.find((d) => d.value === '1870')?.count).toBe(1);
    const placed = answer.results.filter((r) => r.place !== null).length;
    expect(sum(facets.county)).toBe(placed);
  });

  it.each(['relevance', 'year', 'year_desc', 'name', 'place', 'collection'])(
    'in %s order lists every record once, and counts what it lists',
    async (sort) => {
      // Aaron and Zachary Smith of 1870 lie pages apart in name order; other orders part them less.
      const seen = new Set<number>();
      let listed = 0;
      let after = '';
      let total = 0;
      for (let page = 0; page < 20; page += 1) {
        const one = await search(`surname=Smith&sort=${sort}&per_page=10${after}`);
        total = one.total.count;
        expect(one.results.length, `page ${page}`).toBeGreaterThan(0);
        for (const result of one.results) {
          listed += 1;
          if (result.recordId === null) continue;
          expect(seen.has(result.recordId), `record ${result.recordId} twice`).toBe(false);
          seen.add(result.recordId);
          if (result.recordType === 'baptism' && result.yearMin === 1851)
            expect(result.alsoNamed).toHaveLength(2);
        }
        if (!one.next) break;
        after = `&after=${one.next}`;
      }
      expect(listed).toBe(total);
      expect(seen.size).toBeGreaterThan(10);
    },
  );
});
