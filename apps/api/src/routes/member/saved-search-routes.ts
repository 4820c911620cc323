import { savedSearchesSchema, savedSearchSchema } from '@society/contract/member-area';
import { savedSearches } from '@society/db/api-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUser, requireUserId } from '../../http/require-user.ts';
import { searchQueryJsonSchema as query } from '../../member/search-query.ts';
import { responseSchema } from '../records/response-schema.ts';
import { idParams, noContent, text } from './member-schemas.ts';

const savedSearch = responseSchema(savedSearchSchema);
const name = { ...text(200), minLength: 1 } as const;

/**
 * `/api/saved-searches`: named searches (their query strings) a member can run again. Saving a
 * records search counts its results as a first run; `run` marks when they last did and, through the record search's counter, how many results there are and how
 * many arrived since the run before.
 */
export default async function savedSearchRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, clock, searchCounter } = services;
  const mine = (userId: number, id: number) =>
    and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));
  const found = <T>(row: T | undefined): T => {
    if (!row) throw HttpError.notFound();
    return row;
  };

  app.get(
    '/api/saved-searches',
    { schema: { response: { 200: responseSchema(savedSearchesSchema) } } },
    async (request) =>
      db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, requireUserId(request)))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id)),
  );

  app.post<{ Body: { name: string; query: string } }>(
    '/api/saved-searches',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'query'],
          additionalProperties: false,
          properties: { name, query },
        },
        response: { 201: savedSearch },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Saving counts as the first run, so the next run can say what is new since the save.
      const counts = searchCounter
        ? await searchCounter(request.body.query, null, user.scopes, user.id)
        : null;
      const [row] = await db
        .insert(savedSearches)
        .values({
          ...request.body,
          userId: user.id,
          ...(counts ? { lastRunAt: new Date(clock()), lastResultCount: counts.resultCount } : {}),
        })
        .returning();
      return reply.code(201).send(row);
    },
  );

  app.patch<{ Params: { id: number }; Body: { name: string } }>(
    '/api/saved-searches/:id',
    {
      schema: {
        params: idParams,
        body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name } },
        response: { 200: savedSearch },
      },
    },
    async (request) => {
      const [row] = await db
        .update(savedSearches)
        .set({ name: request.body.name })
        .where(mine(requireUserId(request), request.params.id))
        .returning();
      return found(row);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/saved-searches/:id/run',
    { schema: { params: idParams, response: { 200: savedSearch } } },
    async (request) => {
      const user = requireUser(request);
      const userId = user.id;
      const search = found((await db.select().from(savedSearches).where(mine(userId, request.params.id)))[0]);
      const counts = searchCounter
        ? await searchCounter(search.query, search.lastRunAt, user.scopes, user.id)
        : null;
      const [row] = await db
        .update(savedSearches)
        .set({
          lastRunAt: new Date(clock()),
          lastResultCount: counts?.resultCount ?? null,
          newResultCount: counts?.newResultCount ?? null,
        })
        .where(mine(userId, search.id))
        .returning();
      return found(row);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/saved-searches/:id',
    { schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      found(
        (
          await db
            .delete(savedSearches)
            .where(mine(requireUserId(request), request.params.id))
            .returning()
        )[0],
      );
      return reply.code(204).send();
    },
  );
}
