import {
  RESULT_COUNT_CAP,
  type RecordSearchAnswer,
  type RecordSearchQuery,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { buildSearchFilter, type SearchFilter } from './build-search-filter.ts';
import { hydrateResults, occurrenceRowSchema } from './hydrate-results.ts';
import { sameRecordOnce } from './same-record-once.ts';
import { searchFacets } from './search-facets.ts';
import { afterCondition, decodeCursor, encodeCursor, sortJoins, sortKeys } from './search-order.ts';
import type { Visibility } from './visibility.ts';

const OCCURRENCE_COLUMNS = sql`o.id, o.record_id, o.person_id, o.collection_id, o.record_type::text AS record_type,
  o.surname_id, o.forename_id, o.year_min, o.year_max, o.place_id`;

/** Up to `limit` rows after `after` in the query's sort order, with the keys to continue from. */
export async function searchPage(
  db: ApiDb,
  filter: SearchFilter,
  query: Pick<RecordSearchQuery, 'sort' | 'after'>,
  limit: number,
) {
  const keys = sortKeys(query.sort, filter.rank);
  const conditions: SQL[] = [filter.where];
  const after = query.after === undefined ? null : afterCondition(keys, decodeCursor(query.after, keys));
  if (after) conditions.push(after);
  // In relevance and year order each name's rows come in (year, id) order: its first page is enough.
  const from =
    filter.firstPerName && (query.sort === 'relevance' || query.sort === 'year')
      ? filter.firstPerName(after ?? sql`true`, limit + 1)
      : filter.from;
  const keyColumns = keys.map((key, index) => sql`${key.expr} AS ${sql.raw(`k${index}`)}`);
  // The page is chosen from the index alone (see SEARCHED_COLUMNS); only its rows read the table.
  const result = await db.execute(sql`
    SELECT page.*, (SELECT r.role::text FROM name_occurrences r WHERE r.id = page.id) AS role
    FROM (
      SELECT ${OCCURRENCE_COLUMNS}, ${filter.rank} AS rank, ${sql.join(keyColumns, sql`, `)}
      FROM ${from} ${sortJoins(query.sort)}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${sql.join(
        keys.map((key) => key.expr),
        sql`, `,
      )}
      LIMIT ${limit + 1}) page
    ORDER BY ${sql.join(
      keys.map((_, index) => sql.raw(`page.k${index}`)),
      sql`, `,
    )}`);
  const raw = result.rows as Record<string, unknown>[];
  const rows = z.array(occurrenceRowSchema).parse(raw.slice(0, limit));
  const cursorAt = (index: number) => encodeCursor(keys.map((_, key) => raw[index]?.[`k${key}`]));
  const next = raw.length > limit ? cursorAt(limit - 1) : null;
  return { rows, next, cursorAt };
}

/** A page of results with a record that names several matched people once (see sameRecordOnce). */
async function resultPage(db: ApiDb, filter: SearchFilter, query: RecordSearchQuery) {
  // Room for the page's records to name several matched people each.
  const read = await searchPage(db, filter, query, query.perPage * 2 + 1);
  const page = sameRecordOnce(read.rows, query.perPage, read.next !== null);
  const alsoNamed = new Map(page.results.map(({ row, others }) => [row.id, others]));
  return {
    results: await hydrateResults(
      db,
      page.results.map(({ row }) => row),
      alsoNamed,
    ),
    next: page.more && page.lastRow >= 0 ? read.cursorAt(page.lastRow) : null,
  };
}

/**
 * How many names match, counted up to the cap ("more than 10,000" past it). A record naming two
 * matched people counts twice, as the surname counts per collection do, though it is one result.
 */
export async function countMatches(db: ApiDb, filter: SearchFilter, cap = RESULT_COUNT_CAP) {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${filter.from} WHERE ${filter.where} LIMIT ${cap + 1}) t`,
  );
  const n = z.coerce.number().parse((result.rows[0] as { n: unknown }).n);
  return n > cap ? { count: cap, exact: false } : { count: n, exact: true };
}

/** `GET /api/records/search`: a page of results, the total, and facets. */
export async function searchRecords(
  db: ApiDb,
  query: RecordSearchQuery,
  visibility: Visibility,
): Promise<RecordSearchAnswer> {
  const filter = await buildSearchFilter(db, query, visibility);
  const [page, total, facets] = await Promise.all([
    resultPage(db, filter, query),
    countMatches(db, filter),
    searchFacets(db, filter),
  ]);
  return { query: serialiseRecordSearchQuery(query), total, results: page.results, facets, next: page.next };
}
