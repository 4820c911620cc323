import { searchHistory } from '@society/db/api-schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { searchQuerySchema } from './search-query.ts';

export const SEARCH_HISTORY_CAP = 200;

/**
 * Adds a search to a member's history (`GET /api/search-history`), keeping their newest 200.
 * Every search endpoint calls it after answering a signed-in member (guests have no history):
 * `query` is the search's query string as the search page's URL carries it, without its paging
 * parameters, so paging through results stays one entry; `resultCount` is the total it showed
 * (null when it showed "more than N"). Running the same search again only moves it to the top.
 */
export async function recordSearch(
  db: ApiDb,
  userId: number,
  query: string,
  resultCount: number | null,
): Promise<void> {
  const searched = searchQuerySchema.parse(query);
  await db.transaction(async (tx) => {
    // One member's searches one at a time, so two at once cannot both slip past the cap.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('search_history'), ${userId})`);
    const [newest] = await tx
      .select({ id: searchHistory.id, query: searchHistory.query })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .limit(1);
    if (newest?.query === searched) {
      await tx
        .update(searchHistory)
        .set({ resultCount, createdAt: sql`now()` })
        .where(eq(searchHistory.id, newest.id));
      return;
    }
    await tx.insert(searchHistory).values({ userId, query: searched, resultCount });
    await tx.execute(sql`
      DELETE FROM search_history WHERE user_id = ${userId} AND id NOT IN (
        SELECT id FROM search_history WHERE user_id = ${userId}
        ORDER BY created_at DESC, id DESC LIMIT ${SEARCH_HISTORY_CAP})`);
  });
}
