import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { bookEvent } from '../../events/book-event.ts';
import { bookingCalendar } from '../../events/booking-calendar.ts';
import { cancelBooking } from '../../events/cancel-booking.ts';
import { findEventSettings } from '../../events/event-settings.ts';
import { findMemberBooking, listMemberBookings, memberBookingView } from '../../events/member-bookings.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUser } from '../../http/require-user.ts';
import { idParams } from '../member/member-schemas.ts';
import { eventUid, memberBooking, memberBookings } from './event-schemas.ts';

/** Member routes (registered behind the signed-in check): book, list, cancel, calendar file. */
export default async function eventBookingRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, clock, config } = services;

  app.post<{ Body: { event: string; places: number } }>(
    '/api/event-bookings',
    {
      schema: {
        body: {
          type: 'object',
          required: ['event', 'places'],
          additionalProperties: false,
          properties: { event: eventUid, places: { type: 'integer', minimum: 1, maximum: 100 } },
        },
        response: { 201: memberBooking },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const booking = await bookEvent(
        db,
        clock,
        config.SITE_URL,
        user,
        request.body.event,
        request.body.places,
      );
      const event = await findEventSettings(db, booking.eventUid);
      return reply.code(201).send(memberBookingView(booking, event!, clock()));
    },
  );

  app.get('/api/event-bookings', { schema: { response: { 200: memberBookings } } }, async (request) =>
    listMemberBookings(db, requireUser(request).id, clock()),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/event-bookings/:id',
    { schema: { params: idParams, response: { 200: memberBooking } } },
    async (request) => {
      const user = requireUser(request);
      const booking = await cancelBooking(db, clock, config.SITE_URL, user, request.params.id);
      const event = await findEventSettings(db, booking.eventUid);
      return memberBookingView(booking, event!, clock());
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/event-bookings/:id/calendar.ics',
    { schema: { params: idParams, response: { 200: { type: 'string' } } } },
    async (request, reply) => {
      const found = await findMemberBooking(db, requireUser(request).id, request.params.id);
      if (!found || found.booking.status === 'cancelled') throw HttpError.notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${found.event.eventUid}.ics"`)
        .send(bookingCalendar(found.booking, found.event, config.SITE_URL));
    },
  );
}
