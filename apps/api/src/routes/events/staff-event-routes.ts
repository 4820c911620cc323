import { eventBookings } from '@society/db/api-events-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { attendeesCsv } from '../../events/attendees-csv.ts';
import { listAttendees } from '../../events/event-attendees.ts';
import { findEventSettings, saveEventSettings } from '../../events/event-settings.ts';
import { HttpError } from '../../http/http-error.ts';
import { idParams, someChanges } from '../member/member-schemas.ts';
import { attendee, attendees, settingsBody, settingsResponse, uidParams } from './event-schemas.ts';

type SettingsBody = {
  title: string;
  startsAt: string;
  endsAt: string;
  online?: boolean;
  capacity: number;
  placesPerMember?: number;
  pricePence?: number;
  memberPricePence?: number;
  membersOnly?: boolean;
  cutoffHours?: number;
  joinUrl?: string | null;
  joinInstructions?: string | null;
  joinShownMinutesBefore?: number;
};

/** Staff tools for events (registered behind the `staff` scope check). */
export default async function staffEventRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;
  const existing = async (uid: string) => {
    if (!(await findEventSettings(db, uid))) throw HttpError.notFound();
  };

  app.get<{ Params: { uid: string } }>(
    '/api/staff/events/:uid/settings',
    { schema: { params: uidParams, response: { 200: settingsResponse } } },
    async (request) => {
      const event = await findEventSettings(db, request.params.uid);
      if (!event) throw HttpError.notFound();
      return event;
    },
  );

  app.put<{ Params: { uid: string }; Body: SettingsBody }>(
    '/api/staff/events/:uid/settings',
    { schema: { params: uidParams, body: settingsBody, response: { 200: settingsResponse } } },
    async (request) => {
      const body = request.body;
      return saveEventSettings(db, request.params.uid, {
        title: body.title,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        online: body.online ?? false,
        capacity: body.capacity,
        placesPerMember: body.placesPerMember ?? 1,
        pricePence: body.pricePence ?? 0,
        memberPricePence: body.memberPricePence ?? body.pricePence ?? 0,
        membersOnly: body.membersOnly ?? false,
        cutoffHours: body.cutoffHours ?? 0,
        joinUrl: body.joinUrl ?? null,
        joinInstructions: body.joinInstructions ?? null,
        joinShownMinutesBefore: body.joinShownMinutesBefore ?? 30,
      });
    },
  );

  app.get<{ Params: { uid: string } }>(
    '/api/staff/events/:uid/attendees',
    { schema: { params: uidParams, response: { 200: attendees } } },
    async (request) => {
      await existing(request.params.uid);
      return listAttendees(db, request.params.uid);
    },
  );

  app.get<{ Params: { uid: string } }>(
    '/api/staff/events/:uid/attendees.csv',
    { schema: { params: uidParams, response: { 200: { type: 'string' } } } },
    async (request, reply) => {
      await existing(request.params.uid);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.uid}-attendees.csv"`)
        .send(attendeesCsv(await listAttendees(db, request.params.uid)));
    },
  );

  app.patch<{ Params: { id: number }; Body: { attended?: boolean; paid?: boolean } }>(
    '/api/staff/event-bookings/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: { attended: { type: 'boolean' }, paid: { type: 'boolean' } },
        },
        response: { 200: attendee },
      },
    },
    async (request) => {
      const change = someChanges(request.body);
      const [booking] = await db.select().from(eventBookings).where(eq(eventBookings.id, request.params.id));
      if (!booking) throw HttpError.notFound();
      if (change.paid !== undefined && (booking.status !== 'confirmed' || booking.unitPricePence === 0))
        throw HttpError.validation({
          paid: ['Only a confirmed booking with something to pay can be marked paid.'],
        });
      await db
        .update(eventBookings)
        .set({
          ...(change.attended === undefined ? {} : { attended: change.attended }),
          ...(change.paid === undefined ? {} : { payment: change.paid ? 'paid' : 'due' }),
        })
        .where(eq(eventBookings.id, booking.id));
      const attendees = await listAttendees(db, booking.eventUid);
      return attendees.find((a) => a.id === booking.id);
    },
  );
}
