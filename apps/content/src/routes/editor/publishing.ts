import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContentServices } from '../../content-services.ts';
import { actorOf, assertPublisher } from '../../editorial/actor.ts';
import { publishDrafts, unpublishDocuments } from '../../editorial/publish-drafts.ts';
import { afterPublish } from './publish-and-notify.ts';

const idsBody = z.object({ documentIds: z.array(z.string()).min(1).max(1000).optional() });

/** Publishing and unpublishing: the publisher's, refused (403) to an editor. */
export default async function publishingRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  const { db } = services;

  app.post('/editor/publish', async (request) => {
    const actor = actorOf(request);
    assertPublisher(actor);
    const { documentIds } = idsBody.parse(request.body ?? {});
    return afterPublish(services, await publishDrafts(db, documentIds, actor, services.model), request.log);
  });

  app.post('/editor/unpublish', async (request) => {
    const actor = actorOf(request);
    assertPublisher(actor);
    const { documentIds } = idsBody.required().parse(request.body ?? {});
    return afterPublish(services, await unpublishDocuments(db, documentIds, actor), request.log);
  });
}
