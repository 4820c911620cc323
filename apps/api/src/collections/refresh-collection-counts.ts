import { sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';

/**
 * Recomputes a collection's stored counts from its rows; importers call it once at the end of a
 * load (a trigger per row would slow bulk loads). Living people count only in `person_count`,
 * never in `public_person_count`.
 */
export async function refreshCollectionCounts(db: ApiDb | ApiTx, collectionId: number): Promise<void> {
  await db.execute(sql`
    UPDATE collections c SET
      record_count = (SELECT count(*) FROM records r WHERE r.collection_id = c.id),
      person_count = (SELECT count(*) FROM people p WHERE p.collection_id = c.id),
      public_person_count = (SELECT count(*) FROM people p WHERE p.collection_id = c.id AND NOT p.living),
      updated_at = now()
    WHERE c.id = ${collectionId}`);
}
