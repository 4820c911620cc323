import { BOOKMARK_KINDS, bookmarkListSchema, bookmarkSchema } from '@society/contract/member-area';
import { bookmarks } from '@society/db/api-schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUserId } from '../../http/require-user.ts';
import { responseSchema } from '../records/response-schema.ts';
import { idParams, noContent, sitePath, someChanges, text } from './member-schemas.ts';

const bookmark = responseSchema(bookmarkSchema);
const kinds = BOOKMARK_KINDS;
type Kind = (typeof kinds)[number];
type NewBookmark = { kind: Kind; path: string; title: string; note?: string };
type BookmarkChange = { title?: string; note?: string };

/** `/api/bookmarks`: a member's bookmarks of pages, records, people and images. */
export default async function bookmarkRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { db, bookmarkCache } = services;
  const mine = (userId: number, id: number) => and(eq(bookmarks.userId, userId), eq(bookmarks.id, id));
  // Any change through these routes drops the member's cached list before the answer leaves, so
  // their next read on this instance sees it (other instances hear of it from the database).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.user)
      bookmarkCache.evict(request.user.id);
  });

  app.get(
    '/api/bookmarks',
    { schema: { response: { 200: responseSchema(bookmarkListSchema) } } },
    async (request) => bookmarkCache.list(requireUserId(request)),
  );

  app.post<{ Body: NewBookmark }>(
    '/api/bookmarks',
    {
      schema: {
        body: {
          type: 'object',
          required: ['kind', 'path', 'title'],
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: kinds },
            path: sitePath,
            title: { ...text(300), minLength: 1 },
            note: text(2000),
          },
        },
        response: { 201: bookmark },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const [row] = await db
        .insert(bookmarks)
        .values({ ...request.body, userId })
        .onConflictDoUpdate({
          target: [bookmarks.userId, bookmarks.path],
          set: { title: request.body.title, kind: request.body.kind },
        })
        .returning();
      return reply.code(201).send(row);
    },
  );

  app.patch<{ Params: { id: number }; Body: BookmarkChange }>(
    '/api/bookmarks/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: { title: { ...text(300), minLength: 1 }, note: text(2000) },
        },
        response: { 200: bookmark },
      },
    },
    async (request) => {
      const [row] = await db
        .update(bookmarks)
        .set(someChanges(request.body))
        .where(mine(requireUserId(request), request.params.id))
        .returning();
      if (!row) throw HttpError.notFound();
      return row;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/bookmarks/:id',
    { schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      const removed = await db
        .delete(bookmarks)
        .where(mine(requireUserId(request), request.params.id))
        .returning({ id: bookmarks.id });
      if (removed.length === 0) throw HttpError.notFound();
      return reply.code(204).send();
    },
  );
}
