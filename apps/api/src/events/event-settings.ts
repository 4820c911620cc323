import { eventBookingSettings } from '@society/db/api-events-schema';
import { eq } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { HttpError } from '../http/http-error.ts';

export type EventSettings = typeof eventBookingSettings.$inferSelect;
/** What staff (and the demo seed) set; `places_taken` is only ever moved by bookings. */
export type EventSettingsInput = Omit<EventSettings, 'placesTaken' | 'updatedAt' | 'eventUid'>;

/** The event's settings row, locked until the transaction ends: every booking change for one event runs one at a time. */
export async function lockEventSettings(tx: ApiTx, eventUid: string): Promise<EventSettings> {
  const [row] = await tx
    .select()
    .from(eventBookingSettings)
    .where(eq(eventBookingSettings.eventUid, eventUid))
    .for('update');
  if (!row) throw HttpError.notFound();
  return row;
}

export async function findEventSettings(db: ApiDb, eventUid: string): Promise<EventSettings | null> {
  const [row] = await db
    .select()
    .from(eventBookingSettings)
    .where(eq(eventBookingSettings.eventUid, eventUid));
  return row ?? null;
}

/** Creates or replaces an event's booking rules; a capacity below the places already taken is refused. */
export async function saveEventSettings(
  db: ApiDb,
  eventUid: string,
  input: EventSettingsInput,
  actor: AuditActor,
): Promise<EventSettings> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(eventBookingSettings)
      .where(eq(eventBookingSettings.eventUid, eventUid))
      .for('update');
    if (current && input.capacity < current.placesTaken)
      throw HttpError.validation({
        capacity: [`The capacity cannot be below the ${current.placesTaken} places already booked.`],
      });
    if (input.endsAt < input.startsAt)
      throw HttpError.validation({ endsAt: ['The end must not be before the start.'] });
    const [row] = await tx
      .insert(eventBookingSettings)
      .values({ ...input, eventUid })
      .onConflictDoUpdate({
        target: eventBookingSettings.eventUid,
        set: { ...input, updatedAt: new Date() },
      })
      .returning();
    const changed = (Object.keys(input) as (keyof EventSettingsInput)[]).filter(
      (key) => !current || String(current[key]) !== String(input[key]),
    );
    if (changed.length > 0)
      await recordAudit(tx, actor, {
        action: current ? 'event.rules-changed' : 'event.rules-created',
        subjectType: 'event',
        subjectId: eventUid,
        summary: `${current ? 'Changed' : 'Set'} the booking rules of ${input.title}: ${changed.join(', ')}`,
        before: current ? Object.fromEntries(changed.map((key) => [key, current[key]])) : null,
        after: Object.fromEntries(changed.map((key) => [key, input[key]])),
      });
    return row!;
  });
}

/** Booking and cancelling close `cutoffHours` before the start. */
export const bookingClosesAt = (event: EventSettings): Date =>
  new Date(event.startsAt.getTime() - event.cutoffHours * 3_600_000);

/** The price of one place for this user: the member price for holders of the `member` scope. */
export const unitPriceFor = (event: EventSettings, scopes: readonly string[]): number =>
  scopes.includes('member') ? event.memberPricePence : event.pricePence;
