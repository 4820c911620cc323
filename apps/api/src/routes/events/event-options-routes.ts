import { eventBookings } from '@society/db/api-events-schema';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { bookingClosesAt, findEventSettings, unitPriceFor } from '../../events/event-settings.ts';
import { memberBookingView } from '../../events/member-bookings.ts';
import { HttpError } from '../../http/http-error.ts';
import { bookingOptions, uidParams } from './event-schemas.ts';

/**
 * `GET /api/events/:uid/booking`: what the event page's booking panel shows, for anyone: places
 * left, prices, the limit per member, whether booking is open, and the visitor's own booking.
 */
export default async function eventOptionsRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, clock } = services;
  app.get<{ Params: { uid: string } }>(
    '/api/events/:uid/booking',
    {
      schema: {
        params: uidParams,
        response: {
          200: bookingOptions,
        },
      },
    },
    async (request) => {
      const event = await findEventSettings(db, request.params.uid);
      if (!event) throw HttpError.notFound();
      const user = request.user;
      const now = clock();
      const [mine] = user
        ? await db
            .select()
            .from(eventBookings)
            .where(
              and(
                eq(eventBookings.eventUid, event.eventUid),
                eq(eventBookings.userId, user.id),
                ne(eventBookings.status, 'cancelled'),
              ),
            )
        : [];
      const [waiting] = await db
        .select({ id: eventBookings.id })
        .from(eventBookings)
        .where(and(eq(eventBookings.eventUid, event.eventUid), eq(eventBookings.status, 'waiting')))
        .limit(1);
      return {
        signedIn: Boolean(user),
        member: Boolean(user?.scopes.includes('member')),
        membersOnly: event.membersOnly,
        open: now < bookingClosesAt(event).getTime(),
        closesAt: bookingClosesAt(event).toISOString(),
        placesLeft: event.capacity - event.placesTaken,
        placesPerMember: event.placesPerMember,
        pricePence: event.pricePence,
        memberPricePence: event.memberPricePence,
        yourPricePence: unitPriceFor(event, user?.scopes ?? []),
        waitingList: Boolean(waiting),
        booking: mine ? memberBookingView(mine, event, now) : null,
      };
    },
  );
}
