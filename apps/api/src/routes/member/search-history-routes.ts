import { searchHistorySchema } from '@society/contract/member-area';
import { searchHistory } from '@society/db/api-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUserId } from '../../http/require-user.ts';
import { responseSchema } from '../records/response-schema.ts';
import { idParams, noContent } from './member-schemas.ts';

/** `/api/search-history`: what a member searched (recorded by the search endpoints); clear one or all. */
export default async function searchHistoryRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;

  app.get(
    '/api/search-history',
    { schema: { response: { 200: responseSchema(searchHistorySchema) } } },
    async (request) =>
      db
        .select()
        .from(searchHistory)
        .where(eq(searchHistory.userId, requireUserId(request)))
        .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id)),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/search-history/:id',
    { schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      const removed = await db
        .delete(searchHistory)
        .where(and(eq(searchHistory.userId, requireUserId(request)), eq(searchHistory.id, request.params.id)))
        .returning({ id: searchHistory.id });
      if (removed.length === 0) throw HttpError.notFound();
      return reply.code(204).send();
    },
  );

  app.delete('/api/search-history', { schema: { response: noContent } }, async (request, reply) => {
    await db.delete(searchHistory).where(eq(searchHistory.userId, requireUserId(request)));
    return reply.code(204).send();
  });
}
