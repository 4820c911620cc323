import { sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';

export const SEARCH_HISTORY_CAP = 200;

/** Called by the search endpoints: adds a search to the member's history, keeping the newest 200. */
export async function recordSearch(db: ApiDb, userId: number, query: string, resultCount: number | null) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO search_history (user_id, query, result_count) VALUES (${userId}, ${query}, ${resultCount})`,
    );
    await tx.execute(sql`
      DELETE FROM search_history WHERE user_id = ${userId} AND id NOT IN (
        SELECT id FROM search_history WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${SEARCH_HISTORY_CAP})`);
  });
}
