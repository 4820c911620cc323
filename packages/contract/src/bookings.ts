import { z } from 'zod';

/** The event booking answers: a member's bookings, an event's booking panel, staff's attendee list. */
export const BOOKING_STATUSES = ['confirmed', 'waiting', 'cancelled'] as const;
export const PAYMENT_STATES = ['none', 'due', 'paid'] as const;

/** A member's booking (`GET /api/event-bookings` lists them; booking and cancelling answer one). */
export const memberBookingSchema = z.object({
  id: z.number().int(),
  eventUid: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  online: z.boolean(),
  places: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  totalPence: z.number().int(),
  payment: z.enum(PAYMENT_STATES),
  canCancel: z.boolean(),
  past: z.boolean(),
  /** When an online event's joining details are shown; `null` for an event in person. */
  joinDetailsFrom: z.string().nullable(),
  /** The joining details, only while they are shown to a confirmed booking. */
  join: z.object({ url: z.string().nullable(), instructions: z.string().nullable() }).nullable(),
});
export type MemberBooking = z.infer<typeof memberBookingSchema>;
export const memberBookingsSchema = z.array(memberBookingSchema);

/** What the event page's booking panel shows, for anyone (`GET /api/events/{uid}/booking`). */
export const bookingOptionsSchema = z.object({
  signedIn: z.boolean(),
  member: z.boolean(),
  membersOnly: z.boolean(),
  open: z.boolean(),
  closesAt: z.string(),
  placesLeft: z.number().int(),
  placesPerMember: z.number().int(),
  pricePence: z.number().int(),
  memberPricePence: z.number().int(),
  yourPricePence: z.number().int(),
  waitingList: z.boolean(),
  booking: memberBookingSchema.nullable(),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

/** One row of an event's attendee list for staff (`GET /api/staff/events/{uid}/attendees`). */
export const attendeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  places: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  totalPence: z.number().int(),
  payment: z.enum(PAYMENT_STATES),
  attended: z.boolean(),
  bookedAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeesSchema = z.array(attendeeSchema);
