import { birthBriefSchema, briefListSchema, briefPositionsSchema } from '@society/record-search';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { birthBrief, briefPositions, listBriefs } from '../../collections/briefs/birth-briefs.ts';
import { visibilityOf } from '../../collections/search/visibility.ts';
import { responseSchema } from '../records/response-schema.ts';

/** Birth briefs: the list, one brief's chart data and scan, and where searched people stand in their briefs. */
export default async function birthBriefRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;

  app.get(
    '/api/birth-briefs',
    { schema: { response: { 200: responseSchema(briefListSchema) } } },
    async (request) => listBriefs(db, visibilityOf(request)),
  );

  app.get<{ Querystring: { person: string } }>(
    '/api/birth-briefs/positions',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['person'],
          additionalProperties: false,
          properties: { person: { type: 'string', pattern: '^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,99}$' } },
        },
        response: { 200: responseSchema(briefPositionsSchema) },
      },
    },
    async (request) =>
      briefPositions(
        db,
        request.query.person
          .split(',')
          .map(Number)
          .filter((id) => id <= 2_147_483_647),
        visibilityOf(request),
      ),
  );

  app.get<{ Params: { id: number } }>(
    '/api/birth-briefs/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: { 200: responseSchema(birthBriefSchema) },
      },
    },
    async (request, reply) => {
      const brief = await birthBrief(db, request.params.id, visibilityOf(request));
      return reply.header('cache-control', 'private, no-store').send(brief);
    },
  );
}
