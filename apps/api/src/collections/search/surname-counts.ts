import {
  RESULT_COUNT_CAP,
  type RecordSearchQuery,
  type SurnameCountsAnswer,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { buildSearchFilter } from './build-search-filter.ts';
import { intArray } from './per-name-reads.ts';
import { resolveNameMatches } from './resolve-name-matches.ts';
import { countNames } from './search-records.ts';
import { collectionVisible, seesLivingOf, type Visibility } from './visibility.ts';

const rows = z.array(
  z.object({
    uid: z.string(),
    title: z.string(),
    kind: z.enum(['record_set', 'index', 'memorial_cards', 'family_tree', 'birth_briefs']),
    access: z.enum(['public', 'members']),
    count: z.coerce.number(),
  }),
);

/**
 * `GET /api/records/surnames?surname=…`: one surname (with its match, variants by default) in
 * every collection the reader may see, counted per collection: the header's global search.
 */
export async function surnameCounts(
  db: ApiDb,
  query: RecordSearchQuery,
  visibility: Visibility,
): Promise<SurnameCountsAnswer> {
  if (query.surname === undefined) throw new HttpError(400, 'Enter a surname to search.');
  const surnameOnly: RecordSearchQuery = {
    ...query,
    forename: undefined,
    forenameMatch: undefined,
    relativeSurname: undefined,
    relativeForename: undefined,
    after: undefined,
  };
  const onlyTheName =
    query.year === undefined &&
    query.yearFrom === undefined &&
    query.yearTo === undefined &&
    query.place === undefined &&
    query.county.length + query.type.length + query.collection.length === 0;
  if (onlyTheName && query.surnameMatch !== undefined) {
    const matches = await resolveNameMatches(db, 'surname', query.surname, query.surnameMatch);
    const collections = rows.parse((await countedByCollection(db, matches.ids, visibility)).rows);
    const sum = collections.reduce((total, row) => total + row.count, 0);
    return {
      surname: query.surname,
      total: { count: Math.min(sum, RESULT_COUNT_CAP), exact: sum <= RESULT_COUNT_CAP },
      collections,
      query: serialiseRecordSearchQuery(surnameOnly, { paging: false }),
    };
  }
  const filter = await buildSearchFilter(db, surnameOnly, visibility);
  const [total, counted] = await Promise.all([
    countNames(db, filter),
    db.execute(sql`
      SELECT c.uid, c.title, c.kind::text AS kind, c.access::text AS access, t.count
      FROM (SELECT o.collection_id, count(*)::int AS count FROM ${filter.from} WHERE ${filter.where}
            GROUP BY o.collection_id) t
      JOIN collections c ON c.id = t.collection_id
      ORDER BY t.count DESC, c.title`),
  ]);
  return {
    surname: query.surname,
    total,
    collections: rows.parse(counted.rows),
    query: serialiseRecordSearchQuery(surnameOnly, { paging: false }),
  };
}

/** A name's occurrences per collection from the A–Z counts (`collection_surnames`), as the reader may see them. */
const countedByCollection = (db: ApiDb, surnameIds: number[], visibility: Visibility) =>
  db.execute(sql`
    SELECT c.uid, c.title, c.kind::text AS kind, c.access::text AS access, n.count
    FROM (SELECT cs.collection_id, sum(cs.occurrences)::int AS occurrences, sum(cs.shown_occurrences)::int AS shown
          FROM collection_surnames cs WHERE cs.surname_id = ANY(${intArray(surnameIds)})
          GROUP BY cs.collection_id) t
    JOIN collections c ON c.id = t.collection_id
    CROSS JOIN LATERAL (SELECT CASE WHEN ${seesLivingOf(visibility, 'c')} THEN t.occurrences ELSE t.shown END AS count) n
    WHERE ${collectionVisible(visibility, 'c')} AND n.count > 0
    ORDER BY n.count DESC, c.title`);
