import { eventBookings } from '@society/db/api-events-schema';
import { users } from '@society/db/api-schema';
import { and, eq } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { lockEventSettings } from './event-settings.ts';

/**
 * Staff's message to everyone with a confirmed place at an event, one e-mail each through the
 * outbox (so a failed send is retried and shows in the outbox), audited in the same transaction.
 */
export async function messageAttendees(
  db: ApiDb,
  actor: AuditActor,
  siteUrl: string,
  eventUid: string,
  message: { subject: string; body: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const event = await lockEventSettings(tx, eventUid);
    const attendees = await tx
      .select({ email: users.email, name: users.name })
      .from(eventBookings)
      .innerJoin(users, eq(users.id, eventBookings.userId))
      .where(and(eq(eventBookings.eventUid, eventUid), eq(eventBookings.status, 'confirmed')));
    if (attendees.length === 0)
      throw HttpError.validation({ body: ['Nobody has a confirmed place at this event yet.'] });
    for (const attendee of attendees)
      await enqueueMail(tx, {
        to: attendee.email,
        subject: message.subject,
        text: `Dear ${attendee.name},\n\n${message.body}\n\n${event.title}: ${siteUrl}/sog-events/${eventUid}\n`,
      });
    await recordAudit(tx, actor, {
      action: 'event.attendees-messaged',
      subjectType: 'event',
      subjectId: eventUid,
      summary: `Sent "${message.subject}" to the ${attendees.length} attendees of ${event.title}`,
    });
    return attendees.length;
  });
}
