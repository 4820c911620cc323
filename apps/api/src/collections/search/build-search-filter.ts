import { defaultNameMatch, type RecordSearchQuery } from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { namedPlaces } from '../places/place-words.ts';
import { intArray, matchedNames, type NameField, perNameReads } from './per-name-reads.ts';
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
   * `from` reading, of each matched name, only its first `limit` rows in (year, id) order that also
   * meet `extra`: a page in relevance or year order needs no more of any name (see perNameReads).
   */
  firstPerName?: (extra: SQL, limit: number) => SQL;
  /**
   * The same matches as `from` and `where`, as plain joins the planner may drive from any side:
   * reading the matched rows of a few known records goes through their index, not every name's.
   */
  direct: { from: SQL; where: SQL };
};

const ids = z.array(z.object({ id: z.coerce.number().int() }));

/** The places `match` names (a place, or counties by name or Chapman code) and every place inside them. */
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
  const names: NameField[] = [];
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
    const placeIds = await placeTree(db, sql`p.id IN (${namedPlaces(query.place)})`);
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
      const matches = await resolveNameMatches(db, field, text, defaultNameMatch(field, text));
      relative.push(sql`${column} = ANY(${intArray(matches.ids)})`);
    }
    where.push(
      sql`EXISTS (SELECT 1 FROM ${occurrenceSource(visibility)} r WHERE ${sql.join(relative, sql` AND `)})`,
    );
  }
  const conditions = where.length > 0 ? sql.join(where, sql` AND `) : sql`true`;
  const [driving, other] = names;
  const source = occurrenceSource(visibility);
  const joins = names.map((name) => sql` JOIN ${matchedNames(name)} ON o.${name.column} = ${name.alias}.id`);
  const direct = { from: sql`${source} o${sql.join(joins, sql``)}`, where: conditions };
  if (!driving) return { from: sql`${source} o`, where: conditions, rank, visibility, direct };
  const reads = perNameReads({ driving, other, source, conditions, firstYear: from_ });
  return { from: reads.from, where: sql`true`, rank, visibility, firstPerName: reads.firstPerName, direct };
}
