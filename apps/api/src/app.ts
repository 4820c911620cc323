import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ApiServices } from './api-services.ts';
import { installErrorHandler } from './http/install-error-handler.ts';
import sessionPlugin from './plugins/session-plugin.ts';
import authRoutes from './routes/auth-routes.ts';
import sanctumRoutes from './routes/sanctum-routes.ts';
import userRoutes from './routes/user-routes.ts';

/** The api as a Fastify instance: infrastructure plugins, then sessions, then routes. */
export async function buildApiApp(services: ApiServices, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: {
      level: services.config.LOG_LEVEL,
      redact: [
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
    },
    bodyLimit: 64 * 1024,
    trustProxy: true,
    ...options,
  });
  installErrorHandler(app);
  await app.register(cookie);
  app.get(
    '/health',
    { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } } },
    async () => ({
      status: 'ok',
    }),
  );
  await app.register(sessionPlugin, { services });
  await app.register(sanctumRoutes, { services });
  await app.register(authRoutes, { services });
  await app.register(userRoutes, { services });
  return app;
}
