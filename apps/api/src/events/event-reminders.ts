import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { enqueueEventMail } from './event-mails.ts';

type DueReminder = {
  id: number;
  places: number;
  unit_price_pence: number;
  email: string;
  name: string;
  title: string;
  starts_at: string;
  online: boolean;
};

/**
 * Queues the day-before reminder for confirmed bookings of events starting within 24 hours. Each
 * booking is claimed with FOR UPDATE SKIP LOCKED and stamped in the same transaction, so several
 * api instances can run it at once and a booking is reminded exactly once.
 */
export async function sendDueReminders(
  db: ApiDb,
  clock: Clock,
  siteUrl: string,
  batch = 50,
): Promise<number> {
  const now = new Date(clock());
  const until = new Date(now.getTime() + 24 * 3_600_000);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<DueReminder>(sql`
      SELECT b.id, b.places, b.unit_price_pence, u.email, u.name, s.title, s.starts_at, s.online
      FROM event_bookings b
      JOIN event_booking_settings s ON s.event_uid = b.event_uid
      JOIN users u ON u.id = b.user_id
      WHERE b.status = 'confirmed' AND b.reminder_sent_at IS NULL
        AND s.starts_at > ${now.toISOString()} AND s.starts_at <= ${until.toISOString()}
      ORDER BY b.id LIMIT ${batch}
      FOR UPDATE OF b SKIP LOCKED`);
    for (const row of rows) {
      await enqueueEventMail(
        tx,
        'reminder',
        row,
        { title: row.title, startsAt: new Date(row.starts_at), online: row.online },
        { places: row.places, unitPricePence: row.unit_price_pence },
        siteUrl,
      );
      await tx.execute(
        sql`UPDATE event_bookings SET reminder_sent_at = ${now.toISOString()} WHERE id = ${row.id}`,
      );
    }
    return rows.length;
  });
}

/** Runs the reminder job every minute in the api process; returns a stop function. */
export function startEventReminders(db: ApiDb, clock: Clock, siteUrl: string, log: FastifyBaseLogger) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(db, clock, siteUrl)
      .catch((error: Error) => log.warn({ err: error.message }, 'event reminders failed'))
      .finally(() => {
        running = false;
      });
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
