import {
  type RecordSearchQuery,
  type SurnameCountsAnswer,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { buildSearchFilter } from './build-search-filter.ts';
import { countMatches } from './search-records.ts';
import type { Visibility } from './visibility.ts';

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
  const filter = await buildSearchFilter(db, surnameOnly, visibility);
  const [total, counted] = await Promise.all([
    countMatches(db, filter),
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
