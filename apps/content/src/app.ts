import cors from '@fastify/cors';
import { databaseHealth, databaseReadiness } from '@society/db';
import observability, { requestIdOptions } from '@society/observability/fastify';
import Fastify, { type FastifySchema, type FastifyServerOptions } from 'fastify';
import type { ContentServices } from './content-services.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { refuseHostileInput } from './http/refuse-hostile-input.ts';
import apiV2Routes from './routes/api-v2.ts';
import assetRoutes from './routes/assets.ts';
import documentsSearchRoutes from './routes/documents-search.ts';
import editorRoutes from './routes/editor/index.ts';

export type RouteEntry = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can cover each one (the hostile-input fuzz). */
    routeTable: RouteEntry[];
  }
}

/** The content service as a Fastify instance; `server.ts` listens, tests inject or listen on port 0. */
export async function buildContentApp(
  services: ContentServices,
  { logStream, ...options }: FastifyServerOptions & { logStream?: { write(line: string): void } } = {},
) {
  const app = Fastify({
    logger: {
      level: services.config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.access_token'],
    },
    // Preview tokens and graphQuery make long URLs; they stay within Node's header limit.
    routerOptions: { maxParamLength: 500 },
    ...requestIdOptions,
    ...options,
  });
  await app.register(observability, { service: 'content', pools: { main: services.db.$client } });
  installErrorHandler(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema as FastifySchema | undefined });
  });
  app.addHook('preValidation', refuseHostileInput);
  // Content is public and read by browsers (client components), so any origin may read it.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'], exposedHeaders: ['etag'] });
  await app.register(apiV2Routes, { services });
  await app.register(documentsSearchRoutes, { services });
  await app.register(assetRoutes, { services });
  await app.register(editorRoutes, { services });
  // Liveness (200 while the process runs), saying whether the database answers.
  app.get('/health', async () => {
    const health = await databaseHealth(services.db.$client);
    if (health.database !== 'ok') return health;
    return { ...health, masterRef: (await services.state.masterRef()).ref };
  });
  // Readiness: the database answers (503 while it does not), for load balancers and orchestrators.
  app.get('/ready', async (_request, reply) => {
    const readiness = await databaseReadiness(services.db.$client);
    return reply.code(readiness.statusCode).send(readiness.body);
  });
  return app;
}
