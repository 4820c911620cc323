import { readingListItemSchema, readingListSchema, readingListsSchema } from '@society/contract/member-area';
import { readingListItems, readingLists } from '@society/db/api-schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUserId } from '../../http/require-user.ts';
import { responseSchema } from '../records/response-schema.ts';
import { idParams, noContent, sitePath, someChanges, text } from './member-schemas.ts';

const item = responseSchema(readingListItemSchema);
const list = responseSchema(readingListSchema);
const name = { ...text(200), minLength: 1 } as const;
const itemParams = {
  type: 'object',
  required: ['id', 'itemId'],
  properties: { id: idParams.properties.id, itemId: idParams.properties.id },
} as const;
type ListParams = { Params: { id: number } };
type ItemParams = { Params: { id: number; itemId: number } };

/** `/api/reading-lists`: named, ordered lists of site pages with notes. */
export default async function readingListRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;
  const notFound = () => HttpError.notFound();

  async function ownedList(request: FastifyRequest, id: number) {
    const [row] = await db
      .select()
      .from(readingLists)
      .where(and(eq(readingLists.userId, requireUserId(request)), eq(readingLists.id, id)));
    if (!row) throw notFound();
    return row;
  }
  const withItems = async (row: typeof readingLists.$inferSelect) => ({
    ...row,
    items: await db
      .select()
      .from(readingListItems)
      .where(eq(readingListItems.listId, row.id))
      .orderBy(asc(readingListItems.position)),
  });

  app.get(
    '/api/reading-lists',
    { schema: { response: { 200: responseSchema(readingListsSchema) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(readingLists)
        .where(eq(readingLists.userId, requireUserId(request)))
        .orderBy(asc(readingLists.id));
      return Promise.all(rows.map(withItems));
    },
  );

  app.post<{ Body: { name: string; note?: string } }>(
    '/api/reading-lists',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name, note: text(2000) },
        },
        response: { 201: list },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(readingLists)
        .values({ ...request.body, userId: requireUserId(request) })
        .returning();
      return reply.code(201).send({ ...row, items: [] });
    },
  );

  app.patch<ListParams & { Body: { name?: string; note?: string } }>(
    '/api/reading-lists/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: { name, note: text(2000) },
        },
        response: { 200: list },
      },
    },
    async (request) => {
      const owned = await ownedList(request, request.params.id);
      const [row] = await db
        .update(readingLists)
        .set(someChanges(request.body))
        .where(eq(readingLists.id, owned.id))
        .returning();
      return withItems(row!);
    },
  );

  app.delete<ListParams>(
    '/api/reading-lists/:id',
    { schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      await db
        .delete(readingLists)
        .where(eq(readingLists.id, (await ownedList(request, request.params.id)).id));
      return reply.code(204).send();
    },
  );

  app.post<ListParams & { Body: { path: string; title: string; note?: string } }>(
    '/api/reading-lists/:id/items',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['path', 'title'],
          additionalProperties: false,
          properties: { path: sitePath, title: { ...text(300), minLength: 1 }, note: text(2000) },
        },
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const owned = await ownedList(request, request.params.id);
      const [row] = await db
        .insert(readingListItems)
        .values({
          ...request.body,
          listId: owned.id,
          position: sql`(SELECT coalesce(max(position), 0) + 1 FROM reading_list_items WHERE list_id = ${owned.id})`,
        })
        .returning();
      return reply.code(201).send(row);
    },
  );

  app.patch<ItemParams & { Body: { note: string } }>(
    '/api/reading-lists/:id/items/:itemId',
    {
      schema: {
        params: itemParams,
        body: {
          type: 'object',
          required: ['note'],
          additionalProperties: false,
          properties: { note: text(2000) },
        },
        response: { 200: item },
      },
    },
    async (request) => {
      const owned = await ownedList(request, request.params.id);
      const [row] = await db
        .update(readingListItems)
        .set({ note: request.body.note })
        .where(and(eq(readingListItems.listId, owned.id), eq(readingListItems.id, request.params.itemId)))
        .returning();
      if (!row) throw notFound();
      return row;
    },
  );

  app.delete<ItemParams>(
    '/api/reading-lists/:id/items/:itemId',
    { schema: { params: itemParams, response: noContent } },
    async (request, reply) => {
      const owned = await ownedList(request, request.params.id);
      const removed = await db
        .delete(readingListItems)
        .where(and(eq(readingListItems.listId, owned.id), eq(readingListItems.id, request.params.itemId)))
        .returning();
      if (removed.length === 0) throw notFound();
      return reply.code(204).send();
    },
  );

  /** Reorders a whole list: the body names every item id of the list once, in the new order. */
  app.put<ListParams & { Body: { itemIds: number[] } }>(
    '/api/reading-lists/:id/order',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['itemIds'],
          additionalProperties: false,
          properties: {
            itemIds: { type: 'array', maxItems: 1000, uniqueItems: true, items: idParams.properties.id },
          },
        },
        response: { 200: list },
      },
    },
    async (request) => {
      const owned = await ownedList(request, request.params.id);
      const { itemIds } = request.body;
      await db.transaction(async (tx) => {
        const current = await tx
          .select({ id: readingListItems.id })
          .from(readingListItems)
          .where(eq(readingListItems.listId, owned.id));
        const known = new Set(current.map((row) => row.id));
        if (itemIds.length !== known.size || !itemIds.every((id) => known.has(id))) {
          throw HttpError.validation({
            itemIds: ['The item ids must name every item of the list exactly once.'],
          });
        }
        for (const [index, id] of itemIds.entries()) {
          await tx
            .update(readingListItems)
            .set({ position: index + 1 })
            .where(and(eq(readingListItems.listId, owned.id), inArray(readingListItems.id, [id])));
        }
      });
      return withItems(owned);
    },
  );
}
