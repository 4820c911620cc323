import { eventBookings } from '@society/db/api-events-schema';
import { users } from '@society/db/api-schema';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import type { Booking } from './book-event.ts';
import { enqueueEventMail } from './event-mails.ts';
import { bookingClosesAt, type EventSettings, lockEventSettings } from './event-settings.ts';

/**
 * Gives freed places to the waiting list strictly in order: the first waiting booking is confirmed
 * if its places fit, then the next, and so on; a booking that does not fit stops the round so no
 * one is overtaken. Runs with the event's row locked.
 */
export async function promoteWaitingList(tx: ApiTx, event: EventSettings, now: Date, siteUrl: string) {
  let taken = event.placesTaken;
  const waiting = await tx
    .select({ booking: eventBookings, email: users.email, name: users.name })
    .from(eventBookings)
    .innerJoin(users, eq(users.id, eventBookings.userId))
    .where(and(eq(eventBookings.eventUid, event.eventUid), eq(eventBookings.status, 'waiting')))
    .orderBy(asc(eventBookings.id));
  for (const { booking, email, name } of waiting) {
    if (taken + booking.places > event.capacity) break;
    taken += booking.places;
    await tx
      .update(eventBookings)
      .set({ status: 'confirmed', confirmedAt: now, payment: booking.unitPricePence > 0 ? 'due' : 'none' })
      .where(eq(eventBookings.id, booking.id));
    await enqueueEventMail(tx, 'offered', { email, name }, event, booking, siteUrl);
  }
}

/** Cancels the member's live booking (until the event's cut-off) and offers its places to the waiting list. */
export async function cancelBooking(
  db: ApiDb,
  clock: Clock,
  siteUrl: string,
  user: { id: number; email: string; name: string },
  bookingId: number,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ eventUid: eventBookings.eventUid })
      .from(eventBookings)
      .where(
        and(
          eq(eventBookings.id, bookingId),
          eq(eventBookings.userId, user.id),
          ne(eventBookings.status, 'cancelled'),
        ),
      );
    if (!found) throw HttpError.notFound();
    const event = await lockEventSettings(tx, found.eventUid);
    // Read again under the lock: a concurrent cancel or promotion may have changed it.
    const [booking] = await tx.select().from(eventBookings).where(eq(eventBookings.id, bookingId));
    if (!booking || booking.status === 'cancelled') throw HttpError.notFound();
    if (clock() >= bookingClosesAt(event).getTime())
      throw HttpError.validation({ booking: ['Cancellations for this event have closed.'] });
    const now = new Date(clock());
    const [cancelled] = await tx
      .update(eventBookings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(eventBookings.id, bookingId))
      .returning();
    await enqueueEventMail(tx, 'cancelled', user, event, booking, siteUrl);
    if (booking.status === 'confirmed') {
      // The trigger has already given the places back to the event's count.
      await promoteWaitingList(
        tx,
        { ...event, placesTaken: event.placesTaken - booking.places },
        now,
        siteUrl,
      );
    }
    return cancelled!;
  });
}
