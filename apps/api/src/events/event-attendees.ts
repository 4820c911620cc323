import { eventBookings } from '@society/db/api-events-schema';
import { users } from '@society/db/api-schema';
import { asc, eq } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';

/** Everyone booked or waiting for an event, in booking order, for staff. */
export async function listAttendees(db: ApiDb, eventUid: string) {
  const rows = await db
    .select({ booking: eventBookings, name: users.name, email: users.email })
    .from(eventBookings)
    .innerJoin(users, eq(users.id, eventBookings.userId))
    .where(eq(eventBookings.eventUid, eventUid))
    .orderBy(asc(eventBookings.id));
  return rows.map(({ booking, name, email }) => ({
    id: booking.id,
    name,
    email,
    places: booking.places,
    status: booking.status,
    totalPence: booking.places * booking.unitPricePence,
    payment: booking.payment,
    attended: booking.attended,
    bookedAt: booking.createdAt.toISOString(),
  }));
}

export type Attendee = Awaited<ReturnType<typeof listAttendees>>[number];
