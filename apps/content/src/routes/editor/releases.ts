import { releases } from '@society/db/content-schema';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContentServices } from '../../content-services.ts';
import {
  discardRelease,
  publishRelease,
  putReleaseDocument,
  removeReleaseDocument,
  upsertRelease,
} from '../../editorial/releases.ts';
import { releaseInfoSchema } from '../../editorial/repository-bundle.ts';
import { documentInputSchema } from '../../store/document-input.ts';
import { newId } from '../../store/ids.ts';
import { afterPublish } from './publish-and-notify.ts';

type ReleaseParams = { Params: { id: string; documentId: string } };

export default async function releaseRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  const { db } = services;

  app.get('/editor/releases', async () => ({
    releases: await db
      .select({
        id: releases.id,
        label: releases.label,
        scheduledAt: releases.scheduledAt,
        status: releases.status,
      })
      .from(releases)
      .orderBy(asc(releases.createdAt)),
  }));

  app.post('/editor/releases', async (request, reply) => {
    const info = releaseInfoSchema.partial({ id: true }).parse(request.body);
    const release = await upsertRelease(db, { ...info, id: info.id ?? newId() });
    return reply.code(201).send({
      id: release.id,
      label: release.label,
      scheduledAt: release.scheduledAt,
      status: release.status,
    });
  });

  app.put<ReleaseParams>('/editor/releases/:id/documents/:documentId', async (request, reply) => {
    const doc = documentInputSchema.parse({ ...(request.body as object), id: request.params.documentId });
    await putReleaseDocument(db, request.params.id, doc, services.model);
    return reply.code(204).send();
  });

  app.delete<ReleaseParams>('/editor/releases/:id/documents/:documentId', async (request, reply) => {
    await removeReleaseDocument(db, request.params.id, request.params.documentId);
    return reply.code(204).send();
  });

  app.post<ReleaseParams>('/editor/releases/:id/publish', async (request) =>
    afterPublish(services, await publishRelease(db, request.params.id, services.model), request.log),
  );

  app.delete<ReleaseParams>('/editor/releases/:id', async (request, reply) => {
    await discardRelease(db, request.params.id);
    return reply.code(204).send();
  });
}
