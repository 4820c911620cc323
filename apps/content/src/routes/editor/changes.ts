import type { FastifyInstance } from 'fastify';
import type { ContentServices } from '../../content-services.ts';
import { changesQuerySchema, listChanges } from '../../editorial/list-changes.ts';

/** Every document's changes in one filtered, paged list: the staff console's audit log reads it. */
export default async function changeRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  app.get('/editor/changes', async (request) =>
    listChanges(services.db, changesQuerySchema.parse(request.query)),
  );
}
