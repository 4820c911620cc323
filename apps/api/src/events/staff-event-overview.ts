import type { EventOverview } from '@society/contract/staff-events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../api-db.ts';

const row = z.object({
  event_uid: z.string(),
  title: z.string(),
  starts_at: z.coerce.date(),
  online: z.boolean(),
  capacity: z.coerce.number().int(),
  places_taken: z.coerce.number().int(),
  members_only: z.boolean(),
  confirmed: z.coerce.number().int(),
  waiting: z.coerce.number().int(),
  waiting_places: z.coerce.number().int(),
  due: z.coerce.number().int(),
});

/** Every event with booking rules and its bookings in figures, soonest first (past events last). */
export async function listEventOverview(db: ApiDb): Promise<EventOverview[]> {
  const result = await db.execute(sql`
    SELECT s.event_uid, s.title, s.starts_at, s.online, s.capacity, s.places_taken, s.members_only,
      count(*) FILTER (WHERE b.status = 'confirmed') AS confirmed,
      count(*) FILTER (WHERE b.status = 'waiting') AS waiting,
      coalesce(sum(b.places) FILTER (WHERE b.status = 'waiting'), 0) AS waiting_places,
      count(*) FILTER (WHERE b.status = 'confirmed' AND b.payment = 'due') AS due
    FROM event_booking_settings s LEFT JOIN event_bookings b ON b.event_uid = s.event_uid
    GROUP BY s.event_uid
    ORDER BY s.ends_at < now(), CASE WHEN s.ends_at < now() THEN NULL ELSE s.starts_at END, s.starts_at DESC`);
  return z
    .array(row)
    .parse(result.rows)
    .map((r) => ({
      eventUid: r.event_uid,
      title: r.title,
      startsAt: r.starts_at.toISOString(),
      online: r.online,
      capacity: r.capacity,
      placesTaken: r.places_taken,
      confirmedBookings: r.confirmed,
      waitingBookings: r.waiting,
      waitingPlaces: r.waiting_places,
      paymentsDue: r.due,
      membersOnly: r.members_only,
    }));
}
