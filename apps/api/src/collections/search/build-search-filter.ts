import type { RecordSearchQuery } from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { resolveNameMatches } from './resolve-name-matches.ts';
import { occurrenceSource, type Visibility } from './visibility.ts';

/**
 * A search as SQL over the occurrences the reader may see (alias `o`): the name joins (ids from the
 * dictionary with their ranks), the filters, and `rank` (the relevance of a row: its weaker name).
 */
export type SearchFilter = {
  from: SQL;
  where: SQL;
  rank: SQL;
  visibility: Visibility;
  /**
   * With one name field: `from` reading, of each matched name, only its first `limit` rows in
   * (year, id) order that also meet `extra`. A page in relevance or year order needs no more of
   * any name (a row's rank is its name's), so a common name's thousands of rows are not all read.
   */
  firstPerName?: (extra: SQL, limit: number) => SQL;
};

/**
 * What the lateral per-name read returns: every column but `role`, so that the surname and forename
 * indexes answer it alone (migration 0019); a page fetches `role` for its own rows.
 */
const SEARCHED_COLUMNS = sql.raw(
  'o.id, o.collection_id, o.record_id, o.person_id, o.record_type, o.surname_id, o.forename_id, o.year_min, o.year_max, o.place_id',
);

/** Year ranges wider than this (`ABT 1850`, `BET 1700 AND 1800`) are few and indexed apart (0019). */
export const NARROW_YEAR_SPAN = 5;
const WIDE = sql.raw(`o.year_max - o.year_min > ${NARROW_YEAR_SPAN}`);

const ids = z.array(z.object({ id: z.coerce.number().int() }));
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** Places named `name` (or counties by name or Chapman code) and every place inside them. */
async function placeTree(db: ApiDb, match: SQL): Promise<number[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM places p WHERE ${match}
      UNION SELECT c.id FROM places c JOIN tree ON c.parent_id = tree.id)
    SELECT id FROM tree`);
  return ids.parse(result.rows).map((row) => row.id);
}

export async function buildSearchFilter(
  db: ApiDb,
  query: RecordSearchQuery,
  visibility: Visibility,
): Promise<SearchFilter> {
  const where: SQL[] = [];
  const names: { alias: SQL; column: SQL; ids: number[]; ranks: number[] }[] = [];
  for (const [field, text, mode, column] of [
    ['surname', query.surname, query.surnameMatch, sql`surname_id`],
    ['forename', query.forename, query.forenameMatch, sql`forename_id`],
  ] as const) {
    if (text === undefined || mode === undefined) continue;
    const matches = await resolveNameMatches(db, field, text, mode);
    names.push({ alias: sql.raw(field === 'surname' ? 'sm' : 'fm'), column, ...matches });
  }
  const rankParts = names.map((name) => sql`${name.alias}.rank`);
  const rank = rankParts.length === 2 ? sql`greatest(${rankParts[0]}, ${rankParts[1]})` : rankParts[0]!;

  const [from_, to] =
    query.year !== undefined
      ? [query.year - (query.yearRange ?? 0), query.year + (query.yearRange ?? 0)]
      : [query.yearFrom, query.yearTo];
  // Overlap of the record's range with the asked one; a record without a year cannot match a year.
  if (to !== undefined) where.push(sql`o.year_min <= ${to}`);
  if (from_ !== undefined) where.push(sql`o.year_max >= ${from_}`);

  if (query.type.length > 0)
    where.push(sql`o.record_type = ANY(${`{${query.type.join(',')}}`}::record_type[])`);
  if (query.collection.length > 0) {
    const found = await db.execute(
      sql`SELECT id, uid FROM collections WHERE uid = ANY(${`{${query.collection.join(',')}}`}::text[])`,
    );
    const rows = z.array(z.object({ id: z.coerce.number(), uid: z.string() })).parse(found.rows);
    const missing = query.collection.find((uid) => !rows.some((row) => row.uid === uid));
    if (missing) throw new HttpError(400, `There is no collection "${missing}".`);
    where.push(sql`o.collection_id = ANY(${intArray(rows.map((row) => row.id))})`);
  }
  if (query.place !== undefined) {
    const placeIds = await placeTree(db, sql`lower(p.name) = lower(${query.place})`);
    where.push(sql`o.place_id = ANY(${intArray(placeIds)})`);
  }
  if (query.county.length > 0) {
    const lowered = `{${query.county.map((c) => `"${c.toLowerCase()}"`).join(',')}}`;
    const placeIds = await placeTree(
      db,
      sql`p.kind = 'county' AND (lower(p.name) = ANY(${lowered}::text[]) OR lower(p.code) = ANY(${lowered}::text[]))`,
    );
    where.push(sql`o.place_id = ANY(${intArray(placeIds)})`);
  }
  if (query.relativeSurname !== undefined || query.relativeForename !== undefined) {
    const relative: SQL[] = [sql`r.record_id = o.record_id`, sql`r.id <> o.id`];
    for (const [field, text, column] of [
      ['surname', query.relativeSurname, sql`r.surname_id`],
      ['forename', query.relativeForename, sql`r.forename_id`],
    ] as const) {
      if (text === undefined) continue;
      const matches = await resolveNameMatches(db, field, text, 'variants');
      relative.push(sql`${column} = ANY(${intArray(matches.ids)})`);
    }
    where.push(
      sql`EXISTS (SELECT 1 FROM ${occurrenceSource(visibility)} r WHERE ${sql.join(relative, sql` AND `)})`,
    );
  }
  const conditions = where.length > 0 ? sql.join(where, sql` AND `) : sql`true`;
  const [driving, other] = names;
  if (!driving) return { from: sql`${occurrenceSource(visibility)} o`, where: conditions, rank, visibility };
  // The occurrences of each matched name in turn (its own index range, the filters applied there):
  // with hundreds of matched names the planner otherwise guesses a few rows each and scans the whole
  // table. OFFSET 0 keeps the subquery a per-name lookup. A second name field joins its ids.
  const matched = (name: NonNullable<typeof driving>) =>
    sql`unnest(${intArray(name.ids)}, ${intArray(name.ranks)}) AS ${name.alias}(id, rank)`;
  const read = (
    extra: SQL,
    tail = sql``,
  ) => sql`(SELECT ${SEARCHED_COLUMNS} FROM ${occurrenceSource(visibility)} o
      WHERE o.${driving.column} = ${driving.alias}.id AND ${conditions} AND ${extra} ${tail})`;
  // With a first year, a name's index range starts NARROW_YEAR_SPAN years before it, not at the
  // name's earliest year (Smith ± 5 in 1862 skipped 50,000 entries); the few wider ranges starting
  // earlier are read apart. The two reads cannot meet.
  const years = (extra: SQL, tail = sql``) => {
    if (from_ === undefined) return read(extra, tail);
    const start = from_ - NARROW_YEAR_SPAN;
    return sql`${read(sql`o.year_min >= ${start} AND ${extra}`, tail)} UNION ALL ${read(
      sql`o.year_min < ${start} AND ${WIDE} AND ${extra}`,
      tail,
    )}`;
  };
  const lateral = (body: SQL) => sql`${matched(driving)} CROSS JOIN LATERAL (${body}) o
    ${other ? sql`JOIN ${matched(other)} ON o.${other.column} = ${other.alias}.id` : sql``}`;
  return {
    from: lateral(sql`${years(sql`true`)} OFFSET 0`),
    where: sql`true`,
    rank,
    visibility,
    firstPerName: other
      ? undefined
      : (extra, limit) => {
          // Each read in the index's (year, id) order stops at `limit`; so does their union.
          const first = sql`ORDER BY o.year_min, o.id LIMIT ${limit}`;
          const body = years(extra, first);
          return lateral(from_ === undefined ? body : sql`${body} ORDER BY year_min, id LIMIT ${limit}`);
        },
  };
}
