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
import { hydrateResults, OCCURRENCE_COLUMNS, occurrenceRowSchema } from './hydrate-results.ts';
import { matchedNamesOfRecords, type RecordResult, recordResults } from './one-result-per-record.ts';
import { resultKey } from './result-key.ts';
import { searchFacets } from './search-facets.ts';
import { afterCondition, decodeCursor, encodeCursor, sortJoins, sortKeys } from './search-order.ts';
import type { Visibility } from './visibility.ts';

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

/** A page of results, each record once (see recordResults). */
export async function resultPage(db: ApiDb, filter: SearchFilter, query: RecordSearchQuery) {
  const results: RecordResult[] = [];
  let after = query.after;
  // Names passed over can leave a read short of a page: read on until it is full or the names end.
  for (;;) {
    const wanted = query.perPage - results.length;
    // Room for the page's records to name several matched people each.
    const read = await searchPage(db, filter, { sort: query.sort, after }, wanted * 2 + 1);
    const recordIds = new Set(read.rows.flatMap((row) => (row.record_id === null ? [] : [row.record_id])));
    const groups = await matchedNamesOfRecords(db, filter, query.sort, [...recordIds]);
    const page = recordResults(read.rows, groups, wanted);
    results.push(...page.results);
    if (results.length === query.perPage || read.next === null) {
      const more = page.leadsLeft || read.next !== null;
      return { results: await hydrate(db, results), next: more ? read.cursorAt(page.consumed - 1) : null };
    }
    after = read.next;
  }
}

const hydrate = (db: ApiDb, results: RecordResult[]) =>
  hydrateResults(
    db,
    results.map(({ row }) => row),
    new Map(results.map(({ row, others }) => [row.id, others])),
  );

const countOf = (result: { rows: unknown[] }, column: string) =>
  z.coerce.number().parse((result.rows[0] as Record<string, unknown>)[column]);

/** How many names match, counted up to the cap ("more than 10,000" past it): what the A–Z counts count. */
export async function countNames(db: ApiDb, filter: SearchFilter, cap = RESULT_COUNT_CAP) {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${filter.from} WHERE ${filter.where} LIMIT ${cap + 1}) t`,
  );
  const n = countOf(result, 'n');
  return n > cap ? { count: cap, exact: false } : { count: n, exact: true };
}

/**
 * How many results a search has: its records (and tree people), a record naming two matched people
 * once, counted up to the cap. Names are read to a quarter past the cap, as such records are few;
 * past that the count is a floor ("more than").
 */
export async function countMatches(db: ApiDb, filter: SearchFilter, cap = RESULT_COUNT_CAP) {
  const limit = cap + Math.ceil(cap / 4) + 1;
  const result = await db.execute(sql`
    SELECT count(*)::int AS names, count(DISTINCT ${resultKey('t')})::int AS records
    FROM (SELECT o.id, o.record_id FROM ${filter.from} WHERE ${filter.where} LIMIT ${limit}) t`);
  const records = countOf(result, 'records');
  if (records > cap) return { count: cap, exact: false };
  return { count: records, exact: countOf(result, 'names') < limit };
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
