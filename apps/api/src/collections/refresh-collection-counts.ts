import { sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';

/**
 * Recomputes a collection's stored counts from its rows; importers call it once at the end of a
 * load (a trigger per row would slow bulk loads). Living people count only in `person_count` and
 * `occurrences`, never in `public_person_count` or `shown_occurrences`. The surname counts of the
 * A–Z browse (`collection_surnames`) are rebuilt here too.
 */
export async function refreshCollectionCounts(db: ApiDb | ApiTx, collectionId: number): Promise<void> {
  // Written so that the plan does not hang on statistics, which are stale right after a bulk load
  // (the tables were analysed when they were smaller): one pass over the people, the living as a
  // hashed set, occurrences grouped before the names are joined.
  await db.execute(sql`
    UPDATE collections c SET
      record_count = (SELECT count(*) FROM records r WHERE r.collection_id = c.id),
      person_count = p.people,
      public_person_count = p.public_people,
      updated_at = now()
    FROM (
      SELECT count(*) AS people, count(*) FILTER (WHERE NOT living) AS public_people
      FROM people WHERE collection_id = ${collectionId}
    ) p
    WHERE c.id = ${collectionId}`);
  await db.execute(sql`DELETE FROM collection_surnames WHERE collection_id = ${collectionId}`);
  await db.execute(sql`
    INSERT INTO collection_surnames (collection_id, surname_id, initial, occurrences, shown_occurrences)
    SELECT ${collectionId}, g.surname_id, upper(left(n.normalised, 1)), g.occurrences, g.shown
    FROM (
      SELECT o.surname_id, count(*) AS occurrences,
        count(*) FILTER (
          WHERE o.person_id IS NULL
             OR o.person_id NOT IN (SELECT id FROM people WHERE collection_id = ${collectionId} AND living)
        ) AS shown
      FROM name_occurrences o
      WHERE o.collection_id = ${collectionId} AND o.surname_id IS NOT NULL
      GROUP BY o.surname_id
    ) g
    JOIN names n ON n.id = g.surname_id`);
}
