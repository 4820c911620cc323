import { subscriberPageSchema, subscriberSchema } from '@society/contract/staff';
import { NEWSLETTER_STATUSES } from '@society/contract/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { actorOf } from '../../audit/actor-of.ts';
import { requireUser } from '../../http/require-user.ts';
import {
  listSubscribers,
  type SubscriberQuery,
  subscribersCsv,
  unsubscribeSubscriber,
} from '../../staff/newsletter-subscribers.ts';
import { idParams } from '../member/member-schemas.ts';
import { responseSchema } from '../records/response-schema.ts';
import { type Paging, paging, searchText } from './staff-schemas.ts';

const filters = { q: searchText, status: { type: 'string', enum: [...NEWSLETTER_STATUSES] } } as const;

/** Newsletter subscribers: list, CSV export, unsubscribe on request (behind the `staff` scope check). */
export default async function staffSubscriberRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;

  app.get<{ Querystring: SubscriberQuery & Paging }>(
    '/api/staff/newsletter-subscribers',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { ...filters, ...paging } },
        response: { 200: responseSchema(subscriberPageSchema) },
      },
    },
    async (request) => listSubscribers(db, request.query),
  );

  app.get<{ Querystring: SubscriberQuery }>(
    '/api/staff/newsletter-subscribers.csv',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: filters },
        response: { 200: { type: 'string', description: 'text/csv' } },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(await subscribersCsv(db, request.query)),
  );

  app.post<{ Params: { id: number } }>(
    '/api/staff/newsletter-subscribers/:id/unsubscribe',
    { schema: { params: idParams, response: { 200: responseSchema(subscriberSchema) } } },
    async (request) => unsubscribeSubscriber(db, actorOf(requireUser(request)), request.params.id),
  );
}
