import { parseRecordSearchQuery } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import type { SavedSearchCounter } from '../../member/saved-search-counter.ts';
import { buildSearchFilter } from './build-search-filter.ts';
import { resultKey } from './result-key.ts';
import { visibilityOfScopes } from './visibility.ts';

/**
 * `ApiServices.searchCounter`: a saved search's results counted in full, and those new since its
 * last run — records created after `since` (a tree person counts from its collection's creation).
 */
export function createSearchCounter(db: ApiDb): SavedSearchCounter {
  return async (query, since, scopes = [], userId = null) => {
    // A saved site search (`q=census&type=page`) is not a records search: nothing to count.
    const parsed = parseRecordSearchQuery(query);
    if (!parsed.success) return null;
    const filter = await buildSearchFilter(db, parsed.query, visibilityOfScopes(scopes, userId));
    const created = sql`coalesce((SELECT r.created_at FROM records r WHERE r.id = o.record_id),
      (SELECT c.created_at FROM collections c WHERE c.id = o.collection_id))`;
    const oneResult = resultKey('o');
    const result = await db.execute(sql`
      SELECT count(DISTINCT ${oneResult})::int AS total,
             ${since === null ? sql`count(DISTINCT ${oneResult})::int` : sql`(count(DISTINCT ${oneResult}) FILTER (WHERE ${created} > ${since.toISOString()}::timestamptz))::int`} AS fresh
      FROM ${filter.from} WHERE ${filter.where}`);
    const row = z.object({ total: z.coerce.number(), fresh: z.coerce.number() }).parse(result.rows[0]);
    return { resultCount: row.total, newResultCount: row.fresh };
  };
}
