import type { StaffOverview } from '@society/contract/staff';
import { sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { LONDON_TODAY } from '../statistics/count-statistic.ts';

/** The console's first page: what waits for staff, and how busy the site is, in one statement. */
export async function staffOverview(db: ApiDb): Promise<StaffOverview> {
  const { rows } = await db.execute<StaffOverview>(sql`
    SELECT
      (SELECT count(*)::int FROM membership_applications WHERE status = 'new') AS new_applications,
      (SELECT count(*)::int FROM outbox WHERE sent_at IS NULL AND last_error IS NOT NULL) AS failed_mail,
      (SELECT count(*)::int FROM outbox WHERE sent_at IS NULL AND last_error IS NULL) AS queued_mail,
      (SELECT count(*)::int FROM users) AS accounts,
      (SELECT count(*)::int FROM newsletter_subscriptions WHERE status = 'confirmed') AS confirmed_subscribers,
      (SELECT coalesce(sum(count), 0)::int FROM site_statistics_daily
        WHERE metric = 'search' AND day > ${LONDON_TODAY} - 7) AS searches_last_7_days`);
  return rows[0]!;
}
