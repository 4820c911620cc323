import { eventBookings } from '@society/db/api-events-schema';
import { users } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueEventMail } from './event-mails.ts';
import { lockEventSettings } from './event-settings.ts';

/**
 * Staff confirm one waiting booking out of turn, if its places fit the capacity (the settings row
 * is locked, as for every booking change, and the table's CHECK backs it). The member is told by
 * e-mail and the promotion is audited, all in one transaction.
 */
export async function promoteBooking(
  db: ApiDb,
  actor: AuditActor,
  siteUrl: string,
  bookingId: number,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(eventBookings).where(eq(eventBookings.id, bookingId));
    if (!found) throw HttpError.notFound();
    const event = await lockEventSettings(tx, found.eventUid);
    const [current] = await tx
      .select({ booking: eventBookings, email: users.email, name: users.name })
      .from(eventBookings)
      .innerJoin(users, eq(users.id, eventBookings.userId))
      .where(eq(eventBookings.id, bookingId))
      .for('update', { of: eventBookings });
    const booking = current!.booking;
    if (booking.status !== 'waiting')
      throw HttpError.validation({ booking: ['Only a booking on the waiting list can be given places.'] });
    const free = event.capacity - event.placesTaken;
    if (booking.places > free)
      throw HttpError.validation({
        booking: [
          `This booking needs ${booking.places} ${booking.places === 1 ? 'place' : 'places'} and ${free} ${free === 1 ? 'is' : 'are'} free: raise the capacity first.`,
        ],
      });
    await tx
      .update(eventBookings)
      .set({ status: 'confirmed', confirmedAt: now, payment: booking.unitPricePence > 0 ? 'due' : 'none' })
      .where(eq(eventBookings.id, booking.id));
    await enqueueEventMail(tx, 'offered', current!, event, booking, siteUrl);
    await recordAudit(tx, actor, {
      action: 'event.booking-promoted',
      subjectType: 'event',
      subjectId: event.eventUid,
      summary: `Gave ${current!.email} ${booking.places} ${booking.places === 1 ? 'place' : 'places'} from the waiting list of ${event.title}`,
    });
    return event.eventUid;
  });
}
