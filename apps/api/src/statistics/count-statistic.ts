import { sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';

/** What the site counts per day. Keys are never about a person: a surname searched, a method. */
export type StatisticMetric = 'search' | 'search-no-results' | 'surname' | 'sign-in';

/** Keys are cut to this length: a count, not a copy of whatever was typed. */
const KEY_LENGTH = 80;

/** The London date of now, in SQL: the society's day. */
export const LONDON_TODAY = sql`(now() AT TIME ZONE 'Europe/London')::date`;

/** Adds one to today's count of `metric` (under `key`). */
export async function countStatistic(db: ApiDb | ApiTx, metric: StatisticMetric, key = ''): Promise<void> {
  await db.execute(sql`
    INSERT INTO site_statistics_daily (day, metric, key, count)
    VALUES (${LONDON_TODAY}, ${metric}, ${key.trim().toLowerCase().slice(0, KEY_LENGTH)}, 1)
    ON CONFLICT (day, metric, key) DO UPDATE SET count = site_statistics_daily.count + 1`);
}
