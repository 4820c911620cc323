import { eventBookingSettings, eventBookings } from '@society/db/api-events-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import type { Booking } from './book-event.ts';
import { bookingClosesAt, type EventSettings } from './event-settings.ts';

/** When the joining details of an online event show to its booked members. */
export const joinDetailsFrom = (event: EventSettings): Date =>
  new Date(event.startsAt.getTime() - event.joinShownMinutesBefore * 60_000);

/** A booking as the member sees it; the joining link only for a confirmed place from the set time on. */
export function memberBookingView(booking: Booking, event: EventSettings, now: number) {
  const joinOpen =
    event.online &&
    booking.status === 'confirmed' &&
    now >= joinDetailsFrom(event).getTime() &&
    now <= event.endsAt.getTime();
  return {
    id: booking.id,
    eventUid: event.eventUid,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    online: event.online,
    places: booking.places,
    status: booking.status,
    totalPence: booking.places * booking.unitPricePence,
    payment: booking.payment,
    canCancel: booking.status !== 'cancelled' && now < bookingClosesAt(event).getTime(),
    past: now > event.endsAt.getTime(),
    joinDetailsFrom: event.online ? joinDetailsFrom(event).toISOString() : null,
    join: joinOpen ? { url: event.joinUrl, instructions: event.joinInstructions } : null,
  };
}

export type MemberBookingView = ReturnType<typeof memberBookingView>;

/** The member's live bookings, soonest event first (cancelled ones are left out). */
export async function listMemberBookings(
  db: ApiDb,
  userId: number,
  now: number,
): Promise<MemberBookingView[]> {
  const rows = await db
    .select({ booking: eventBookings, event: eventBookingSettings })
    .from(eventBookings)
    .innerJoin(eventBookingSettings, eq(eventBookingSettings.eventUid, eventBookings.eventUid))
    .where(eq(eventBookings.userId, userId))
    .orderBy(eventBookingSettings.startsAt, desc(eventBookings.id));
  return rows
    .filter(({ booking }) => booking.status !== 'cancelled')
    .map(({ booking, event }) => memberBookingView(booking, event, now));
}

/** One of the member's bookings with its event, or null. */
export async function findMemberBooking(db: ApiDb, userId: number, bookingId: number) {
  const [row] = await db
    .select({ booking: eventBookings, event: eventBookingSettings })
    .from(eventBookings)
    .innerJoin(eventBookingSettings, eq(eventBookingSettings.eventUid, eventBookings.eventUid))
    .where(and(eq(eventBookings.id, bookingId), eq(eventBookings.userId, userId)));
  return row ?? null;
}
