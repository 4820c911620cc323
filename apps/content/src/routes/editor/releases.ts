import { releaseDocuments, releases } from '@society/db/content-schema';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentServices } from '../../content-services.ts';
import { actorOf, assertPublisher } from '../../editorial/actor.ts';
import { scheduleRelease } from '../../editorial/release-scheduler.ts';
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

/** Releases: anyone with the token may read them; making, filling, scheduling and publishing are a publisher's. */
export default async function releaseRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  const { db } = services;
  const publisher = (request: FastifyRequest) => {
    const actor = actorOf(request);
    assertPublisher(actor);
    return actor;
  };

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
    documents: await db
      .select({ releaseId: releaseDocuments.releaseId, documentId: releaseDocuments.documentId })
      .from(releaseDocuments)
      .innerJoin(releases, eq(releases.id, releaseDocuments.releaseId))
      .where(eq(releases.status, 'open')),
  }));

  app.post('/editor/releases', async (request, reply) => {
    publisher(request);
    const info = releaseInfoSchema.partial({ id: true }).parse(request.body);
    const release = await upsertRelease(db, { ...info, id: info.id ?? newId() });
    if (services.jobs) await scheduleRelease(services.jobs, release);
    return reply.code(201).send({
      id: release.id,
      label: release.label,
      scheduledAt: release.scheduledAt,
      status: release.status,
    });
  });

  app.put<ReleaseParams>('/editor/releases/:id/documents/:documentId', async (request, reply) => {
    const actor = publisher(request);
    const doc = documentInputSchema.parse({ ...(request.body as object), id: request.params.documentId });
    await putReleaseDocument(db, request.params.id, doc, actor, services.model);
    return reply.code(204).send();
  });

  app.delete<ReleaseParams>('/editor/releases/:id/documents/:documentId', async (request, reply) => {
    publisher(request);
    await removeReleaseDocument(db, request.params.id, request.params.documentId);
    return reply.code(204).send();
  });

  app.post<ReleaseParams>('/editor/releases/:id/publish', async (request) => {
    const actor = publisher(request);
    return afterPublish(
      services,
      await publishRelease(db, request.params.id, actor, services.model),
      request.log,
    );
  });

  app.delete<ReleaseParams>('/editor/releases/:id', async (request, reply) => {
    publisher(request);
    await discardRelease(db, request.params.id);
    return reply.code(204).send();
  });
}
