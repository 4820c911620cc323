import { memorialCardListSchema, memorialCardSchema } from '@society/record-search';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { listMemorialCards, memorialCard } from '../../collections/cards/memorial-cards.ts';
import { visibilityOf } from '../../collections/search/visibility.ts';
import { responseSchema } from '../records/response-schema.ts';

/** Memorial cards: the list with fronts, and one card (back and transcription for members only). */
export default async function memorialCardRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;

  app.get<{ Querystring: { page?: number } }>(
    '/api/memorial-cards',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { page: { type: 'integer', minimum: 1, maximum: 10000 } },
        },
        response: { 200: responseSchema(memorialCardListSchema) },
      },
    },
    async (request) => listMemorialCards(db, request.query.page ?? 1, visibilityOf(request)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/memorial-cards/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: { 200: responseSchema(memorialCardSchema) },
      },
    },
    async (request, reply) => {
      const card = await memorialCard(db, request.params.id, visibilityOf(request));
      return reply.header('cache-control', 'private, no-store').send(card);
    },
  );
}
