import type { SiteStatistics } from '@society/contract/staff';
import { sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { LONDON_TODAY } from './count-statistic.ts';

const TOP = 20;

type DayRow = {
  day: string;
  searches: number;
  no_result_searches: number;
  sign_ins: number;
  bookings: number;
  applications: number;
};

/**
 * The last `days` London days, today included: the counts recorded per day, and bookings and
 * applications counted from their own tables (already kept, with their dates). Only numbers and
 * names searched leave here; no account, e-mail or address.
 */
export async function siteStatistics(db: ApiDb, days: number): Promise<SiteStatistics> {
  const range = sql`day BETWEEN ${LONDON_TODAY} - ${days - 1}::int AND ${LONDON_TODAY}`;
  const londonDay = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Europe/London')::date`);
  const { rows } = await db.execute<DayRow>(sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${LONDON_TODAY} - ${days - 1}::int, ${LONDON_TODAY}, '1 day') d
    ), counted AS (
      SELECT day, metric, sum(count)::int AS n FROM site_statistics_daily
      WHERE ${range} AND metric IN ('search', 'search-no-results', 'sign-in') GROUP BY day, metric
    ), booked AS (
      SELECT ${londonDay('created_at')} AS day, count(*)::int AS n FROM event_bookings
      WHERE created_at > now() - make_interval(days => ${days + 1}) GROUP BY 1
    ), applied AS (
      SELECT ${londonDay('created_at')} AS day, count(*)::int AS n FROM membership_applications
      WHERE created_at > now() - make_interval(days => ${days + 1}) GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
      coalesce((SELECT n FROM counted c WHERE c.day = days.day AND c.metric = 'search'), 0) AS searches,
      coalesce((SELECT n FROM counted c WHERE c.day = days.day AND c.metric = 'search-no-results'), 0)
        AS no_result_searches,
      coalesce((SELECT n FROM counted c WHERE c.day = days.day AND c.metric = 'sign-in'), 0) AS sign_ins,
      coalesce((SELECT n FROM booked b WHERE b.day = days.day), 0) AS bookings,
      coalesce((SELECT n FROM applied a WHERE a.day = days.day), 0) AS applications
    FROM days ORDER BY days.day`);
  const top = async (metric: string) =>
    (
      await db.execute<{ key: string; count: number }>(sql`
        SELECT key, sum(count)::int AS count FROM site_statistics_daily
        WHERE ${range} AND metric = ${metric} AND key <> ''
        GROUP BY key ORDER BY count DESC, key LIMIT ${TOP}`)
    ).rows;
  const [noResults, surnames] = await Promise.all([top('search-no-results'), top('surname')]);
  return {
    from: rows[0]?.day ?? '',
    to: rows.at(-1)?.day ?? '',
    days: rows,
    no_result_queries: noResults.map((row) => ({ query: row.key, count: row.count })),
    surnames: surnames.map((row) => ({ surname: row.key, count: row.count })),
  };
}
