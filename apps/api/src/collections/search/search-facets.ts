import { RECORD_TYPE_LABELS, type RecordSearchFacets, type RecordType } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { DatabaseError } from 'pg';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { countyValue, placeCounties } from '../places/place-counties.ts';
import type { SearchFilter } from './build-search-filter.ts';
import { resultKey } from './result-key.ts';

/** Facets that take longer are left out (answered as null) rather than slowing the page. */
export const FACET_TIME_LIMIT_MS = 250;

const rows = z.array(
  z.object({
    collection_id: z.coerce.number().nullable(),
    record_type: z.string().nullable(),
    place_id: z.coerce.number().nullable(),
    decade: z.coerce.number().nullable(),
    set: z.coerce.number(),
    count: z.coerce.number(),
  }),
);

const byCount = (a: { count: number; label: string }, b: { count: number; label: string }) =>
  b.count - a.count || a.label.localeCompare(b.label);

/**
 * Results by collection, record type, county and decade in one pass over the matches, each counted
 * as the list shows it (a record naming two matched people once).
 */
export async function searchFacets(
  db: ApiDb,
  filter: SearchFilter,
  timeLimitMs = FACET_TIME_LIMIT_MS,
): Promise<RecordSearchFacets | null> {
  let result: Awaited<ReturnType<ApiDb['execute']>>;
  try {
    result = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('statement_timeout', ${String(timeLimitMs)}, true)`);
      // A record's names share its collection, type, place and years, so one row per result (a
      // hashed DISTINCT, about 1.7× the work of counting names; count(DISTINCT) sorts, 2–3×) counts
      // each result once in every set. The type stays an enum until grouped: hashing text costs more.
      return tx.execute(sql`
        SELECT collection_id, record_type::text AS record_type, place_id, decade,
               GROUPING(collection_id, record_type, place_id, decade) AS set, count(*) AS count
        FROM (SELECT DISTINCT ${resultKey('o')} AS result, o.collection_id, o.record_type,
                     o.place_id, (o.year_min / 10) * 10 AS decade
              FROM ${filter.from} WHERE ${filter.where}) results
        GROUP BY GROUPING SETS ((collection_id), (record_type), (place_id), (decade))`);
    });
  } catch (error) {
    // Drizzle wraps the driver's error: the statement timeout is the cause.
    const cause = error instanceof Error && error.cause instanceof DatabaseError ? error.cause : error;
    if (cause instanceof DatabaseError && cause.code === '57014') return null;
    throw error;
  }
  const counted = rows.parse(result.rows);
  // GROUPING bits, first argument highest: 0b0111 = grouped by collection only, and so on.
  const of = (set: number) => counted.filter((row) => row.set === set);
  const collectionIds = of(0b0111).flatMap((row) => (row.collection_id === null ? [] : [row.collection_id]));
  const titles = await db.execute(
    sql`SELECT id, uid, title FROM collections WHERE id = ANY(${`{${collectionIds.join(',')}}`}::int[])`,
  );
  const collections = new Map(
    z
      .array(z.object({ id: z.coerce.number(), uid: z.string(), title: z.string() }))
      .parse(titles.rows)
      .map((c) => [c.id, c]),
  );
  const placeRows = of(0b1101).filter((row) => row.place_id !== null);
  const counties = await placeCounties(
    db,
    placeRows.map((row) => row.place_id!),
  );
  const countyCounts = new Map<string, { value: string; label: string; count: number }>();
  for (const row of placeRows) {
    const county = counties.get(row.place_id!);
    if (!county) continue;
    const value = countyValue(county);
    const entry = countyCounts.get(value) ?? { value, label: county.name, count: 0 };
    entry.count += row.count;
    countyCounts.set(value, entry);
  }
  return {
    collection: of(0b0111)
      .flatMap((row) => {
        const c = collections.get(row.collection_id!);
        return c ? [{ value: c.uid, label: c.title, count: row.count }] : [];
      })
      .sort(byCount),
    type: of(0b1011)
      .filter((row) => row.record_type !== null)
      .map((row) => ({
        value: row.record_type!,
        label: RECORD_TYPE_LABELS[row.record_type as RecordType] ?? row.record_type!,
        count: row.count,
      }))
      .sort(byCount),
    county: [...countyCounts.values()].sort(byCount),
    decade: of(0b1110)
      .filter((row) => row.decade !== null)
      .map((row) => ({ value: String(row.decade), label: `${row.decade}s`, count: row.count }))
      .sort((a, b) => Number(a.value) - Number(b.value)),
  };
}
