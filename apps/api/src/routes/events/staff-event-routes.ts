import {
  ATTENDEE_MESSAGE_LIMITS,
  attendeeMessageResultSchema,
  eventOverviewListSchema,
} from '@society/contract/staff-events';
import { eventBookings } from '@society/db/api-events-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { attendeesCsv } from '../../events/attendees-csv.ts';
import { listAttendees } from '../../events/event-attendees.ts';
import { findEventSettings, saveEventSettings } from '../../events/event-settings.ts';
import { messageAttendees } from '../../events/message-attendees.ts';
import { promoteBooking } from '../../events/promote-booking.ts';
import { listEventOverview } from '../../events/staff-event-overview.ts';
import { syncCmsEvents } from '../../events/sync-cms-events.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUser } from '../../http/require-user.ts';
import { idParams, someChanges } from '../member/member-schemas.ts';
import { responseSchema } from '../records/response-schema.ts';
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
  const { db, config } = services;
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
      const user = requireUser(request);
      return saveEventSettings(
        db,
        request.params.uid,
        {
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
        },
        { id: user.id, email: user.email },
      );
    },
  );

  app.get(
    '/api/staff/events',
    { schema: { response: { 200: responseSchema(eventOverviewListSchema) } } },
    async (request) => {
      // Events published since the last sync get their rules now, so staff always see them all.
      if (config.PRISMIC_ENDPOINT)
        await syncCmsEvents(db, {
          endpoint: config.PRISMIC_ENDPOINT,
          accessToken: config.PRISMIC_ACCESS_TOKEN,
        }).catch((error: unknown) => request.log.warn({ err: error }, 'The CMS events could not be read.'));
      return { data: await listEventOverview(db) };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/staff/event-bookings/:id/promote',
    { schema: { params: idParams, response: { 200: attendee } } },
    async (request) => {
      const user = requireUser(request);
      const uid = await promoteBooking(
        db,
        { id: user.id, email: user.email },
        config.SITE_URL,
        request.params.id,
        new Date(services.clock()),
      );
      return (await listAttendees(db, uid)).find((a) => a.id === request.params.id);
    },
  );

  app.post<{ Params: { uid: string }; Body: { subject: string; body: string } }>(
    '/api/staff/events/:uid/message',
    {
      schema: {
        params: uidParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['subject', 'body'],
          properties: {
            subject: {
              type: 'string',
              minLength: 1,
              maxLength: ATTENDEE_MESSAGE_LIMITS.subject,
              pattern: '\\S',
            },
            body: { type: 'string', minLength: 1, maxLength: ATTENDEE_MESSAGE_LIMITS.body, pattern: '\\S' },
          },
        },
        response: { 200: responseSchema(attendeeMessageResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const queued = await messageAttendees(
        db,
        { id: user.id, email: user.email },
        config.SITE_URL,
        request.params.uid,
        {
          subject: request.body.subject.trim(),
          body: request.body.body.trim(),
        },
      );
      return { queued };
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
