import type { CollectionDetail, CollectionList } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  collectionVisible,
  seesLivingOf,
  seesMembersCollections,
  type Visibility,
} from '../search/visibility.ts';
import { collectionCoverage } from './collection-coverage.ts';

const collectionRow = z.object({
  uid: z.string(),
  title: z.string(),
  kind: z.enum(['record_set', 'index', 'memorial_cards', 'family_tree', 'birth_briefs']),
  access: z.enum(['public', 'members']),
  description: z.string(),
  source: z.string(),
  citation: z.string(),
  record_count: z.coerce.number(),
  person_count: z.coerce.number(),
});

/** Guests see public collections with the public person count (no living people). */
const columns = (
  visibility: Visibility,
) => sql`c.id, c.uid, c.title, c.kind::text AS kind, c.access::text AS access,
  c.description, c.source, c.citation, c.record_count,
  ${seesMembersCollections(visibility) ? sql`c.person_count` : sql`c.public_person_count`} AS person_count`;

const summary = (row: z.infer<typeof collectionRow>) => ({
  uid: row.uid,
  title: row.title,
  kind: row.kind,
  access: row.access,
  description: row.description,
  recordCount: row.record_count,
  personCount: row.person_count,
});

/** `GET /api/collections`: the counts kept by the importers (refreshCollectionCounts). */
export async function listCollections(db: ApiDb, visibility: Visibility): Promise<CollectionList> {
  const result = await db.execute(
    sql`SELECT ${columns(visibility)} FROM collections c WHERE ${collectionVisible(visibility, 'c')} ORDER BY c.title`,
  );
  return { collections: z.array(collectionRow).parse(result.rows).map(summary) };
}

const letterRows = z.array(z.object({ letter: z.string(), count: z.coerce.number() }));
const surnameRows = z.array(z.object({ surname: z.string(), count: z.coerce.number() }));
/** A letter lists at most this many surnames: its most common ones, in alphabetical order. */
export const BROWSE_SURNAMES_MAX = 1_000;

/**
 * `GET /api/collections/{uid}?letter=B`: the collection and its surnames A–Z. A members-only
 * collection answers a reader who may not see its records with what it holds and no names
 * (`locked`), so its page can say what membership would open.
 */
export async function collectionDetail(
  db: ApiDb,
  uid: string,
  letter: string | null,
  visibility: Visibility,
): Promise<CollectionDetail> {
  const found = await db.execute(
    sql`SELECT ${columns(visibility)}, ${seesLivingOf(visibility, 'c')} AS sees_living
      , ${collectionVisible(visibility, 'c')} AS visible, c.hidden AS hidden
      FROM collections c WHERE c.uid = ${uid}`,
  );
  const row = found.rows[0] as
    | { id: number; sees_living: boolean; visible: boolean; hidden: boolean }
    | undefined;
  // A hidden collection (an upload not yet published) is not there at all for those who may not see it.
  if (!row || (row.hidden && !row.visible)) throw HttpError.notFound();
  const collection = collectionRow.parse(row);
  const coverage = collectionCoverage(db, row.id);
  const facts = {
    uid: collection.uid,
    title: collection.title,
    kind: collection.kind,
    access: collection.access,
    description: collection.description,
    source: collection.source,
    citation: collection.citation,
    recordCount: collection.record_count,
    personCount: collection.person_count,
  };
  if (!row.visible)
    return { collection: facts, locked: true, coverage: await coverage, letters: [], letter, surnames: [] };
  // The counts kept by refreshCollectionCounts: with or without the living people, as the reader may see.
  const count = sql.raw(row.sees_living ? 'cs.occurrences' : 'cs.shown_occurrences');
  const [letters, surnames] = await Promise.all([
    db.execute(sql`
      SELECT cs.initial AS letter, count(*)::int AS count FROM collection_surnames cs
      WHERE cs.collection_id = ${row.id} AND ${count} > 0 GROUP BY cs.initial ORDER BY cs.initial`),
    letter === null
      ? Promise.resolve({ rows: [] })
      : db.execute(sql`
      SELECT surname, count FROM (
        SELECT n.text AS surname, n.normalised, ${count} AS count
        FROM collection_surnames cs JOIN names n ON n.id = cs.surname_id
        WHERE cs.collection_id = ${row.id} AND cs.initial = ${letter.toUpperCase()} AND ${count} > 0
        ORDER BY ${count} DESC, n.normalised LIMIT ${BROWSE_SURNAMES_MAX}
      ) most_common ORDER BY normalised`),
  ]);
  return {
    collection: facts,
    locked: false,
    coverage: await coverage,
    letters: letterRows.parse(letters.rows),
    letter,
    surnames: surnameRows.parse(surnames.rows),
  };
}
