import {
  attendeeSchema,
  attendeesSchema,
  bookingOptionsSchema,
  memberBookingSchema,
  memberBookingsSchema,
} from '@society/contract/bookings';
import { responseSchema } from '../records/response-schema.ts';

/** JSON schemas shared by the event booking routes. */
/** A CMS event's uid. */
export const eventUid = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
} as const;

export const uidParams = { type: 'object', required: ['uid'], properties: { uid: eventUid } } as const;

/** The booking answers, serialised by the shared contract's schemas (the web parses with the same). */
export const memberBooking = responseSchema(memberBookingSchema);
export const memberBookings = responseSchema(memberBookingsSchema);
export const bookingOptions = responseSchema(bookingOptionsSchema);
export const attendee = responseSchema(attendeeSchema);
export const attendees = responseSchema(attendeesSchema);

const pence = { type: 'integer', minimum: 0, maximum: 10_000_000 } as const;
const hours = { type: 'integer', minimum: 0, maximum: 24 * 365 } as const;

/** Staff's event booking rules (PUT replaces them all). */
export const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'startsAt', 'endsAt', 'capacity'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 300 },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
    online: { type: 'boolean' },
    capacity: { type: 'integer', minimum: 0, maximum: 100_000 },
    placesPerMember: { type: 'integer', minimum: 1, maximum: 100 },
    pricePence: pence,
    memberPricePence: pence,
    membersOnly: { type: 'boolean' },
    cutoffHours: hours,
    joinUrl: { type: ['string', 'null'], maxLength: 2000, pattern: '^https://' },
    joinInstructions: { type: ['string', 'null'], maxLength: 4000 },
    joinShownMinutesBefore: { type: 'integer', minimum: 0, maximum: 10_080 },
  },
} as const;

export const settingsResponse = {
  type: 'object',
  properties: {
    eventUid: { type: 'string' },
    ...settingsBody.properties,
    placesTaken: { type: 'integer' },
  },
} as const;
