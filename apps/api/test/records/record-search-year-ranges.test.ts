import { collections, NARROW_YEAR_SPAN, nameOccurrences, records } from '@society/db/api-collections-schema';
import type { RecordSearchAnswer } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { internNames } from '../../src/collections/intern-names.ts';
import { browser, buildTestApi, type TestApi } from '../api-test-app.ts';

/**
 * The record search reads a name's single years and short ranges from NARROW_YEAR_SPAN years
 * before the asked first year, and wider ranges apart, and pages relevance and year order per
 * name. Every answer here is checked against the plain overlap rule evaluated over the table.
 */
let api: TestApi;
const SPANS = [0, 1, NARROW_YEAR_SPAN, NARROW_YEAR_SPAN + 1, 10, 60];

beforeAll(async () => {
  api = await buildTestApi();
  const db = api.services.db;
  const [collection] = await db
    .insert(collections)
    .values({ uid: 'ranges', kind: 'record_set', title: 'Ranges', access: 'public', citation: 'Ranges' })
    .returning();
  const [ward, wardle, ...forenames] = await internNames(db, [
    'Ward',
    'Warde',
    'John',
    'Jon',
    'James',
    'Mary',
  ]);
  // Every span starting in every year from 1780 to 1860, for two names.
  const rows: { start: number; span: number; surnameId: number; forenameId: number }[] = [];
  for (let start = 1780; start <= 1860; start += 1)
    for (const span of SPANS)
      for (const surnameId of [ward!, wardle!])
        rows.push({ start, span, surnameId, forenameId: forenames[(start + span) % forenames.length]! });
  const stored = await db
    .insert(records)
    .values(
      rows.map((row) => ({
        collectionId: collection!.id,
        recordType: 'baptism' as const,
        original: { Name: 'Ward' },
        yearMin: row.start,
        yearMax: row.start + row.span,
      })),
    )
    .returning({ id: records.id });
  await db.insert(nameOccurrences).values(
    rows.map((row, index) => ({
      collectionId: collection!.id,
      recordId: stored[index]!.id,
      recordType: 'baptism' as const,
      role: 'principal' as const,
      surnameId: row.surnameId,
      forenameId: row.forenameId,
      yearMin: row.start,
      yearMax: row.start + row.span,
    })),
  );
});

async function expected(
  surnames: string[],
  from: number,
  to: number,
  forenames?: string[],
): Promise<number[]> {
  const result = await api.services.db.execute(sql`
    SELECT o.id FROM name_occurrences o JOIN names n ON n.id = o.surname_id JOIN names f ON f.id = o.forename_id
    WHERE n.normalised = ANY(${`{${surnames.join(',')}}`}::text[]) AND o.year_min <= ${to} AND o.year_max >= ${from}
      AND (${forenames === undefined} OR f.normalised = ANY(${`{${(forenames ?? []).join(',')}}`}::text[]))
    ORDER BY o.id`);
  return result.rows.map((row) => Number((row as { id: number }).id));
}

async function allPages(query: string): Promise<{ ids: number[]; total: number }> {
  const guest = await browser(api);
  const ids: number[] = [];
  let after = '';
  let total = 0;
  for (let page = 0; page < 200; page += 1) {
    const response = await guest('GET', `/api/records/search?${query}&per_page=10${after}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as RecordSearchAnswer;
    total = answer.total.count;
    ids.push(...answer.results.map((result) => result.id));
    if (!answer.next) break;
    after = `&after=${answer.next}`;
  }
  return { ids, total };
}

describe('year ranges of every width', () => {
  for (const [year, range] of [
    [1800, 0],
    [1820, 2],
    [1850, 5],
    [1790, 20],
  ] as const) {
    it(`finds every occurrence overlapping ${year} ± ${range}, paged in relevance and year order`, async () => {
      const want = await expected(['ward'], year - range, year + range);
      expect(want.length).toBeGreaterThan(range);
      for (const sort of ['relevance', 'year', 'year_desc', 'name']) {
        const { ids, total } = await allPages(
          `surname=Ward&surname_match=exact&year=${year}&year_range=${range}&sort=${sort}`,
        );
        expect(
          [...ids].sort((a, b) => a - b),
          sort,
        ).toEqual(want);
        expect(total, sort).toBe(want.length);
      }
    });
  }

  it('pages a from–to search across several matched names in year order', async () => {
    const want = await expected(['ward', 'warde'], 1830, 1835);
    for (const sort of ['relevance', 'year']) {
      const { ids } = await allPages(`surname=Ward*&year_from=1830&year_to=1835&sort=${sort}`);
      expect(
        [...ids].sort((a, b) => a - b),
        sort,
      ).toEqual(want);
    }
  });

  it('pages a surname with a forename of several ranks (initials, Soundex) in relevance order', async () => {
    for (const [forename, match, names] of [
      ['J', 'initials', ['john', 'jon', 'james']],
      ['Jon', 'soundex', ['jon', 'john']],
    ] as const) {
      const want = await expected(['ward'], 1838, 1842, [...names]);
      const query = `surname=Ward&surname_match=exact&forename=${forename}&forename_match=${match}&year=1840&year_range=2`;
      for (const sort of ['relevance', 'year']) {
        const { ids } = await allPages(`${query}&sort=${sort}`);
        expect(
          [...ids].sort((a, b) => a - b),
          `${match} ${sort}`,
        ).toEqual(want);
      }
      const guest = await browser(api);
      const first = (
        await guest('GET', `/api/records/search?${query}&per_page=100`)
      ).json() as RecordSearchAnswer;
      const order = first.results.map((result) =>
        ['exact', 'variant', 'phonetic', 'fuzzy'].indexOf(result.match),
      );
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('answers nothing, not an error, when the second name field matches no name', async () => {
    for (const sort of ['relevance', 'year', 'name']) {
      const { ids, total } = await allPages(
        `surname=Ward&forename=Zebedee&forename_match=exact&sort=${sort}`,
      );
      expect(ids, sort).toEqual([]);
      expect(total, sort).toBe(0);
    }
  });

  it('orders a year-sorted page by first year, then id, whatever the widths', async () => {
    const { ids } = await allPages('surname=Ward&surname_match=exact&year=1840&year_range=1&sort=year');
    const years = await api.services.db.execute(
      sql`SELECT id, year_min FROM name_occurrences WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
    );
    const yearOf = new Map(years.rows.map((row) => [Number(row.id), Number(row.year_min)]));
    const keys = ids.map((id) => [yearOf.get(id)!, id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });
});
