import { z } from 'zod';

/** An event's booking rules as staff edit them (`GET`/`PUT /api/staff/events/{uid}/settings`). */
export const eventBookingRulesSchema = z.object({
  eventUid: z.string(),
  /** Title, start, end and online come from the CMS event; the rest is the api's own. */
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  online: z.boolean(),
  capacity: z.number().int(),
  placesTaken: z.number().int(),
  placesPerMember: z.number().int(),
  pricePence: z.number().int(),
  memberPricePence: z.number().int(),
  membersOnly: z.boolean(),
  cutoffHours: z.number().int(),
  joinUrl: z.string().nullable(),
  joinInstructions: z.string().nullable(),
  joinShownMinutesBefore: z.number().int(),
});
export type EventBookingRules = z.infer<typeof eventBookingRulesSchema>;

/** One event in staff's bookings overview (`GET /api/staff/events`). */
export const eventOverviewSchema = z.object({
  eventUid: z.string(),
  title: z.string(),
  startsAt: z.string(),
  online: z.boolean(),
  capacity: z.number().int(),
  placesTaken: z.number().int(),
  confirmedBookings: z.number().int(),
  waitingBookings: z.number().int(),
  waitingPlaces: z.number().int(),
  paymentsDue: z.number().int(),
  membersOnly: z.boolean(),
});
export type EventOverview = z.infer<typeof eventOverviewSchema>;
export const eventOverviewListSchema = z.object({ data: z.array(eventOverviewSchema) });

/** `POST /api/staff/events/{uid}/message`: how many attendees the message was queued for. */
export const attendeeMessageResultSchema = z.object({ queued: z.number().int() });

/** The limits of a message to attendees, shared by the form and the api. */
export const ATTENDEE_MESSAGE_LIMITS = { subject: 200, body: 10_000 } as const;
