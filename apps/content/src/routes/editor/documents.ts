import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContentServices } from '../../content-services.ts';
import { actorOf } from '../../editorial/actor.ts';
import { changesOf, documentVersion, documentVersionList } from '../../editorial/document-history.ts';
import { listDocuments, listQuerySchema } from '../../editorial/list-documents.ts';
import { discardDraft, saveDraft } from '../../editorial/save-draft.ts';
import { uidHolder } from '../../editorial/uid-check.ts';
import { documentInputSchema } from '../../store/document-input.ts';
import { EditorialError } from '../../store/editorial-error.ts';
import { newId } from '../../store/ids.ts';

const draftBody = documentInputSchema.omit({ id: true }).extend({ id: z.string().optional() });
/** The version the editor started from: a save on top of a later one is refused (409). */
const baseBody = z.object({ baseVersionId: z.number().int().positive().nullable().optional() });
const restoreBody = z.object({
  versionId: z.number().int().positive(),
  baseVersionId: z.number().int().positive().nullable(),
});
const uidQuery = z.object({
  type: z.string().min(1).max(100),
  lang: z.string().min(2).max(20).default('en-gb'),
  uid: z.string().min(1).max(200),
  documentId: z.string().max(64).optional(),
});

type IdParams = { Params: { id: string } };

export default async function documentRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  const { db } = services;

  app.get('/editor/documents', async (request) => ({
    documents: await listDocuments(db, listQuerySchema.parse(request.query)),
  }));

  app.get('/editor/uid-check', async (request) => {
    const holder = await uidHolder(db, uidQuery.parse(request.query));
    return { available: holder === null, documentId: holder };
  });

  app.get<IdParams>('/editor/documents/:id', async (request) => {
    const { rows } = await db.execute(sql`
      SELECT 'published' AS state, v.id AS "versionId", v.uid, v.tags, v.data FROM published_versions p
        JOIN document_versions v ON v.id = p.version_id WHERE p.document_id = ${request.params.id} AND p.to_publication IS NULL
      UNION ALL SELECT 'draft', v.id, v.uid, v.tags, v.data FROM drafts d
        JOIN document_versions v ON v.id = d.version_id WHERE d.document_id = ${request.params.id}`);
    if (rows.length === 0) throw new EditorialError('not_found', `No document ${request.params.id}.`);
    const [meta] = (await db.execute(sql`SELECT type, lang FROM documents WHERE id = ${request.params.id}`))
      .rows;
    return {
      ...meta,
      ...Object.fromEntries(rows.map(({ state, ...version }) => [state as string, version])),
    };
  });

  app.get<IdParams>('/editor/documents/:id/history', async (request) => ({
    changes: await changesOf(db, request.params.id),
    versions: await documentVersionList(db, request.params.id),
  }));

  app.get<{ Params: { id: string; versionId: string } }>(
    '/editor/documents/:id/versions/:versionId',
    async (request) =>
      documentVersion(
        db,
        request.params.id,
        z.coerce.number().int().positive().parse(request.params.versionId),
      ),
  );

  app.post('/editor/documents', async (request, reply) => {
    const input = draftBody.parse(request.body);
    const doc = documentInputSchema.parse({ ...input, id: input.id ?? newId() });
    const { baseVersionId } = baseBody.parse(request.body);
    const versionId = await saveDraft(db, doc, {
      actor: actorOf(request),
      baseVersionId,
      model: services.model,
    });
    return reply.code(201).send({ id: doc.id, versionId });
  });

  app.put<IdParams>('/editor/documents/:id/draft', async (request) => {
    const doc = documentInputSchema.parse({ ...(request.body as object), id: request.params.id });
    const { baseVersionId } = baseBody.parse(request.body);
    return {
      id: doc.id,
      versionId: await saveDraft(db, doc, { actor: actorOf(request), baseVersionId, model: services.model }),
    };
  });

  app.post<IdParams>('/editor/documents/:id/restore', async (request) => {
    const { versionId, baseVersionId } = restoreBody.parse(request.body);
    const old = await documentVersion(db, request.params.id, versionId);
    const [meta] = (
      await db.execute<{ type: string; lang: string }>(
        sql`SELECT type, lang FROM documents WHERE id = ${request.params.id}`,
      )
    ).rows;
    const doc = documentInputSchema.parse({
      ...meta,
      id: request.params.id,
      uid: old.uid,
      tags: old.tags,
      data: old.data,
    });
    const saved = await saveDraft(db, doc, {
      actor: actorOf(request),
      baseVersionId,
      restoredFrom: versionId,
      model: services.model,
    });
    return { id: doc.id, versionId: saved };
  });

  app.delete<IdParams>('/editor/documents/:id/draft', async (request, reply) => {
    if (!(await discardDraft(db, request.params.id, actorOf(request))))
      throw new EditorialError('not_found', `No draft for ${request.params.id}.`);
    return reply.code(204).send();
  });
}
