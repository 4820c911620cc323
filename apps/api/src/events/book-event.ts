import { eventBookings } from '@society/db/api-events-schema';
import { and, count, eq, ne } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import type { User } from '../users/user-repository.ts';
import { enqueueEventMail } from './event-mails.ts';
import { bookingClosesAt, lockEventSettings, unitPriceFor } from './event-settings.ts';

export type Booking = typeof eventBookings.$inferSelect;

/**
 * Books `places` for the member, or puts them on the waiting list when the places are not there or
 * others are already waiting (the list is served in order). The event's row is locked first, so
 * concurrent bookings for one event run one after another; `places_taken` follows the confirmed
 * bookings by trigger and `places_taken <= capacity` is a CHECK constraint besides: PostgreSQL
 * never lets the event be oversold.
 */
export async function bookEvent(
  db: ApiDb,
  clock: Clock,
  siteUrl: string,
  user: User,
  eventUid: string,
  places: number,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const event = await lockEventSettings(tx, eventUid);
    if (event.membersOnly && !user.scopes.includes('member'))
      throw new HttpError(403, 'This event is for members only.');
    if (clock() >= bookingClosesAt(event).getTime())
      throw HttpError.validation({ places: ['Booking for this event has closed.'] });
    if (places > event.placesPerMember)
      throw HttpError.validation({
        places: [
          `You can book at most ${event.placesPerMember} ${event.placesPerMember === 1 ? 'place' : 'places'}.`,
        ],
      });
    const [live] = await tx
      .select({ id: eventBookings.id })
      .from(eventBookings)
      .where(
        and(
          eq(eventBookings.eventUid, eventUid),
          eq(eventBookings.userId, user.id),
          ne(eventBookings.status, 'cancelled'),
        ),
      );
    if (live) throw new HttpError(409, 'You have already booked this event.');
    const [waiting] = await tx
      .select({ n: count() })
      .from(eventBookings)
      .where(and(eq(eventBookings.eventUid, eventUid), eq(eventBookings.status, 'waiting')));
    const fits = waiting!.n === 0 && event.placesTaken + places <= event.capacity;
    const now = new Date(clock());
    const unitPricePence = unitPriceFor(event, user.scopes);
    const [booking] = await tx
      .insert(eventBookings)
      .values({
        eventUid,
        userId: user.id,
        places,
        status: fits ? 'confirmed' : 'waiting',
        unitPricePence,
        payment: fits && unitPricePence > 0 ? 'due' : 'none',
        createdAt: now,
        confirmedAt: fits ? now : null,
      })
      .returning();
    await enqueueEventMail(tx, fits ? 'confirmed' : 'waiting', user, event, booking!, siteUrl);
    return booking!;
  });
}
