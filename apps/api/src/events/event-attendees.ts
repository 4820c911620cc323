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

const columns: (keyof Attendee)[] = [
  'id',
  'name',
  'email',
  'places',
  'status',
  'totalPence',
  'payment',
  'attended',
  'bookedAt',
];

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so spreadsheets do not run it as a formula. */
function cell(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const attendeesCsv = (attendees: Attendee[]): string =>
  [columns.join(','), ...attendees.map((a) => columns.map((c) => cell(a[c])).join(','))].join('\r\n') +
  '\r\n';
