import cors from '@fastify/cors';
import { databaseReadiness } from '@society/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ContentServices } from './content-services.ts';
import { installErrorHandler } from './http/error-handler.ts';
import apiV2Routes from './routes/api-v2.ts';
import assetRoutes from './routes/assets.ts';
import documentsSearchRoutes from './routes/documents-search.ts';
import editorRoutes from './routes/editor/index.ts';

/** The content service as a Fastify instance; `server.ts` listens, tests inject or listen on port 0. */
export async function buildContentApp(services: ContentServices, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: {
      level: services.config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.access_token'],
    },
    // Preview tokens and graphQuery make long URLs; they stay within Node's header limit.
    routerOptions: { maxParamLength: 500 },
    ...options,
  });
  installErrorHandler(app);
  // Content is public and read by browsers (client components), so any origin may read it.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'], exposedHeaders: ['etag'] });
  await app.register(apiV2Routes, { services });
  await app.register(documentsSearchRoutes, { services });
  await app.register(assetRoutes, { services });
  await app.register(editorRoutes, { services });
  app.get('/health', async () => ({ status: 'ok', masterRef: (await services.state.masterRef()).ref }));
  // Readiness: the database answers (503 while it does not); /health above only says the process runs.
  app.get('/ready', async (_request, reply) => {
    const readiness = await databaseReadiness(services.db.$client);
    return reply.code(readiness.statusCode).send(readiness.body);
  });
  return app;
}
