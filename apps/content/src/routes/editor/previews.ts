import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContentServices } from '../../content-services.ts';
import { createPreviewSession, endPreviewSession } from '../../editorial/preview-sessions.ts';
import { EditorialError } from '../../store/editorial-error.ts';

const previewBody = z.object({
  releaseId: z.string().min(1).optional(),
  documentId: z.string().min(1).optional(),
});

export default async function previewRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  const { db, config } = services;

  /** Starts a preview: the answer's `previewUrl` opens the draft on the site (`/preview?token=…&documentId=…`). */
  app.post('/editor/previews', async (request, reply) => {
    const body = previewBody.parse(request.body ?? {});
    const session = await createPreviewSession(db, {
      publicUrl: config.CONTENT_PUBLIC_URL,
      siteUrl: config.SITE_URL,
      minutes: config.PREVIEW_SESSION_MINUTES,
      releaseId: body.releaseId,
      documentId: body.documentId,
    });
    return reply.code(201).send(session);
  });

  app.delete<{ Params: { id: string } }>('/editor/previews/:id', async (request, reply) => {
    if (!(await endPreviewSession(db, request.params.id)))
      throw new EditorialError('not_found', 'No such preview session.');
    return reply.code(204).send();
  });
}
