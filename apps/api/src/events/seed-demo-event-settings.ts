import { eventBookingSettings } from '@society/db/api-events-schema';
import { z } from 'zod';
import { connectApiDb } from '../api-db.ts';

const pounds = z.number().min(0).default(0);
/** The fields of a CMS `event` the booking rules start from. */
const cmsEvent = z.object({
  uid: z.string().min(1),
  data: z.object({
    title: z.array(z.object({ text: z.string() })).default([]),
    start: z.string().min(1),
    end: z.string().nullish(),
    format: z.string().nullish(),
    price: pounds,
    member_price: pounds,
    capacity: z.number().int().min(0),
    places_per_member: z.number().int().min(1).default(1),
    booking_cutoff_hours: z.number().int().min(0).default(0),
    members_only: z.boolean().default(false),
  }),
});

const pence = (value: number) => Math.round(value * 100);

/**
 * Booking rules for the demo events, taken from their CMS documents once: events that already have
 * settings keep them (staff may have changed them). Online and hybrid events get a fictional joining
 * link on example.org, which lives only here, never in the CMS.
 */
export async function seedDemoEventSettings(apiDatabaseUrl: string, documents: unknown[]): Promise<number> {
  const rows = documents.map((doc) => {
    const { uid, data } = cmsEvent.parse(doc);
    const startsAt = new Date(data.start);
    const online = data.format === 'Online' || data.format === 'Hybrid';
    return {
      eventUid: uid,
      title:
        data.title
          .map((block) => block.text)
          .join(' ')
          .trim() || uid,
      startsAt,
      endsAt: data.end ? new Date(data.end) : startsAt,
      online,
      capacity: data.capacity,
      placesPerMember: data.places_per_member,
      pricePence: pence(data.price),
      memberPricePence: pence(data.member_price),
      membersOnly: data.members_only,
      cutoffHours: data.booking_cutoff_hours,
      joinUrl: online ? `https://meet.example.org/northfield-fhs/${uid}` : null,
      joinInstructions: online
        ? 'Join from your browser or the meeting app. Please use the name on your booking; microphones are muted on entry and questions go in the chat.'
        : null,
      joinShownMinutesBefore: 30,
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
