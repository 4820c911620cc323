import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContentServices } from '../../content-services.ts';
import { publishDrafts, unpublishDocuments } from '../../editorial/publish-drafts.ts';
import { discardDraft, saveDraft } from '../../editorial/save-draft.ts';
import { documentInputSchema } from '../../store/document-input.ts';
import { EditorialError } from '../../store/editorial-error.ts';
import { newId } from '../../store/ids.ts';
import { afterPublish } from './publish-and-notify.ts';

const idsBody = z.object({ documentIds: z.array(z.string()).min(1).max(1000).optional() });
const draftBody = documentInputSchema.omit({ id: true }).extend({ id: z.string().optional() });

export default async function documentRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  const { db } = services;

  app.get('/editor/documents', async () => {
    const { rows } = await db.execute(sql`
      SELECT d.id, d.type, d.lang, COALESCE(dv.uid, lv.uid) AS uid,
        p.document_id IS NOT NULL AS published, dr.document_id IS NOT NULL AS has_draft,
        p.last_publication_date, dr.updated_at AS draft_updated_at
      FROM documents d
      LEFT JOIN published_versions p ON p.document_id = d.id AND p.to_publication IS NULL
      LEFT JOIN document_versions lv ON lv.id = p.version_id
      LEFT JOIN drafts dr ON dr.document_id = d.id
      LEFT JOIN document_versions dv ON dv.id = dr.version_id
      WHERE p.document_id IS NOT NULL OR dr.document_id IS NOT NULL
      ORDER BY d.type, uid, d.id`);
    return { documents: rows };
  });

  app.get<{ Params: { id: string } }>('/editor/documents/:id', async (request) => {
    const { rows } = await db.execute(sql`
      SELECT 'published' AS state, v.uid, v.tags, v.data FROM published_versions p
        JOIN document_versions v ON v.id = p.version_id WHERE p.document_id = ${request.params.id} AND p.to_publication IS NULL
      UNION ALL SELECT 'draft', v.uid, v.tags, v.data FROM drafts d
        JOIN document_versions v ON v.id = d.version_id WHERE d.document_id = ${request.params.id}`);
    if (rows.length === 0) throw new EditorialError('not_found', `No document ${request.params.id}.`);
    return Object.fromEntries(rows.map(({ state, ...version }) => [state as string, version]));
  });

  app.post('/editor/documents', async (request, reply) => {
    const input = draftBody.parse(request.body);
    const doc = documentInputSchema.parse({ ...input, id: input.id ?? newId() });
    const versionId = await saveDraft(db, doc, services.model);
    return reply.code(201).send({ id: doc.id, versionId });
  });

  app.put<{ Params: { id: string } }>('/editor/documents/:id/draft', async (request) => {
    const doc = documentInputSchema.parse({ ...(request.body as object), id: request.params.id });
    return { id: doc.id, versionId: await saveDraft(db, doc, services.model) };
  });

  app.delete<{ Params: { id: string } }>('/editor/documents/:id/draft', async (request, reply) => {
    if (!(await discardDraft(db, request.params.id)))
      throw new EditorialError('not_found', `No draft for ${request.params.id}.`);
    return reply.code(204).send();
  });

  app.post('/editor/publish', async (request) => {
    const { documentIds } = idsBody.parse(request.body ?? {});
    return afterPublish(services, await publishDrafts(db, documentIds, services.model), request.log);
  });

  app.post('/editor/unpublish', async (request) => {
    const { documentIds } = idsBody.required().parse(request.body ?? {});
    return afterPublish(services, await unpublishDocuments(db, documentIds), request.log);
  });
}
