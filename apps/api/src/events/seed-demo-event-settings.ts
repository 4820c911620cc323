import { eventBookingSettings } from '@society/db/api-events-schema';
import { connectApiDb } from '../api-db.ts';
import { bookingRulesFromCms, cmsEventSchema } from './cms-event-rules.ts';

/**
 * Booking rules for the demo events, taken from their CMS documents once: events that already have
 * settings keep them (staff may have changed them). Online and hybrid events get a fictional joining
 * link on example.org, which lives only here, never in the CMS.
 */
export async function seedDemoEventSettings(apiDatabaseUrl: string, documents: unknown[]): Promise<number> {
  const rows = documents.map((doc) => {
    const event = cmsEventSchema.parse(doc);
    const rules = bookingRulesFromCms(event);
    return {
      eventUid: event.uid,
      ...rules,
      joinUrl: rules.online ? `https://meet.example.org/northfield-fhs/${event.uid}` : null,
      joinInstructions: rules.online
        ? 'Join from your browser or the meeting app. Please use the name on your booking; microphones are muted on entry and questions go in the chat.'
        : null,
    };
  });
  if (rows.length === 0) return 0;
  const db = connectApiDb(apiDatabaseUrl, 1);
  try {
    const inserted = await db
      .insert(eventBookingSettings)
      .values(rows)
      .onConflictDoNothing()
      .returning({ uid: eventBookingSettings.eventUid });
    return inserted.length;
  } finally {
    await db.$client.end();
  }
}
