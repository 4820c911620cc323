import { z } from 'zod';

/** A member's booking as the api returns it (`apps/api/src/events/member-bookings.ts`). */
export const memberBookingSchema = z.object({
  id: z.number().int(),
  eventUid: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  online: z.boolean(),
  places: z.number().int(),
  status: z.enum(['confirmed', 'waiting', 'cancelled']),
  totalPence: z.number().int(),
  payment: z.enum(['none', 'due', 'paid']),
  canCancel: z.boolean(),
  past: z.boolean(),
  joinDetailsFrom: z.string().nullable(),
  join: z.object({ url: z.string().nullable(), instructions: z.string().nullable() }).nullable(),
});
export type MemberBooking = z.infer<typeof memberBookingSchema>;
export const memberBookingsSchema = z.array(memberBookingSchema);

/** What the event page's booking panel shows (`GET /api/events/{uid}/booking`). */
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
  status: z.enum(['confirmed', 'waiting', 'cancelled']),
  totalPence: z.number().int(),
  payment: z.enum(['none', 'due', 'paid']),
  attended: z.boolean(),
  bookedAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeesSchema = z.array(attendeeSchema);
