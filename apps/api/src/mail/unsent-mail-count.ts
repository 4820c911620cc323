import { sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { MAX_ATTEMPTS } from './outbox-sender.ts';

/** Mails the outbox sender will still try: the mail queue's depth for the metrics. */
export async function unsentMailCount(db: ApiDb): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM outbox WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}`,
  );
  return rows[0]?.count ?? 0;
}
