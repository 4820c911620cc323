import type { FastifyInstance } from 'fastify';
import type { ContentServices } from '../../content-services.ts';
import { tokensEqual } from '../../http/check-access-token.ts';
import changeRoutes from './changes.ts';
import documentRoutes from './documents.ts';
import mediaRoutes from './media.ts';
import previewRoutes from './previews.ts';
import publishingRoutes from './publishing.ts';
import releaseRoutes from './releases.ts';
import transferRoutes from './transfer.ts';

/** The editorial API under `/editor`, for editors' tools and scripts holding the editor token. */
export default async function editorRoutes(app: FastifyInstance, options: { services: ContentServices }) {
  const expected = options.services.config.CONTENT_EDITOR_TOKEN;
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!tokensEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', message: 'Editor token required.' });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(documentRoutes, options);
  await app.register(changeRoutes, options);
  await app.register(publishingRoutes, options);
  await app.register(releaseRoutes, options);
  await app.register(mediaRoutes, options);
  await app.register(previewRoutes, options);
  await app.register(transferRoutes, options);
}
