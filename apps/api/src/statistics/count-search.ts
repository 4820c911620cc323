import type { RecordSearchQuery } from '@society/record-search';
import type { ApiDb } from '../api-db.ts';
import { countStatistic } from './count-statistic.ts';

/**
 * Counts a record search (its first page) for the day: one search, its surname, and, when it found
 * nothing, the names it was for. Who searched is not kept, and nothing else of the query.
 */
export async function countSearch(db: ApiDb, query: RecordSearchQuery, empty: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await countStatistic(tx, 'search');
    if (query.surname) await countStatistic(tx, 'surname', query.surname);
    if (empty) {
      const names = [query.forename, query.surname].filter(Boolean).join(' ');
      await countStatistic(tx, 'search-no-results', names);
    }
  });
}
