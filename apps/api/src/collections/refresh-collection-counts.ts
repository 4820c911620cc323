import { sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';

/**
 * Recomputes a collection's stored counts from its rows; importers call it once at the end of a
 * load (a trigger per row would slow bulk loads). Living people count only in `person_count` and
 * `occurrences`, never in `public_person_count` or `shown_occurrences`. The surname counts of the
 * A–Z browse (`collection_surnames`) are rebuilt here too.
 */
export async function refreshCollectionCounts(db: ApiDb | ApiTx, collectionId: number): Promise<void> {
  await db.execute(sql`
    UPDATE collections c SET
      record_count = (SELECT count(*) FROM records r WHERE r.collection_id = c.id),
      person_count = (SELECT count(*) FROM people p WHERE p.collection_id = c.id),
      public_person_count = (SELECT count(*) FROM people p WHERE p.collection_id = c.id AND NOT p.living),
      updated_at = now()
    WHERE c.id = ${collectionId}`);
  await db.execute(sql`DELETE FROM collection_surnames WHERE collection_id = ${collectionId}`);
  await db.execute(sql`
    INSERT INTO collection_surnames (collection_id, surname_id, initial, occurrences, shown_occurrences)
    SELECT ${collectionId}, o.surname_id, upper(left(n.normalised, 1)), count(*),
           count(*) FILTER (WHERE o.person_id IS NULL OR p.living = false)
    FROM name_occurrences o
    JOIN names n ON n.id = o.surname_id
    LEFT JOIN people p ON p.id = o.person_id
    WHERE o.collection_id = ${collectionId}
    GROUP BY o.surname_id, n.normalised`);
}
