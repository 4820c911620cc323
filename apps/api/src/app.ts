import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { databaseHealth, databaseReadiness } from '@society/db';
import observability, { requestIdOptions } from '@society/observability/fastify';
import { watchQueue } from '@society/observability/metrics';
import Fastify, { type FastifyRequest, type FastifySchema, type FastifyServerOptions } from 'fastify';
import type { ApiServices } from './api-services.ts';
import { installErrorHandler } from './http/install-error-handler.ts';
import { installJsonDepthParser } from './http/json-depth-parser.ts';
import { normalizeInput } from './http/normalize-input.ts';
import { refuseNonFinite } from './http/refuse-non-finite.ts';
import { refuseOversizedBody } from './http/refuse-oversized-body.ts';
import { requireScope, requireUser } from './http/require-user.ts';
import { unsentMailCount } from './mail/unsent-mail-count.ts';
import sessionPlugin from './plugins/session-plugin.ts';
import authRoutes from './routes/auth-routes.ts';
import birthBriefRoutes from './routes/briefs/birth-brief-routes.ts';
import memorialCardRoutes from './routes/cards/memorial-card-routes.ts';
import eventBookingRoutes from './routes/events/event-booking-routes.ts';
import eventOptionsRoutes from './routes/events/event-options-routes.ts';
import staffEventRoutes from './routes/events/staff-event-routes.ts';
import iiifRoutes from './routes/iiif-routes.ts';
import imageRoutes from './routes/images/image-routes.ts';
import bookmarkRoutes from './routes/member/bookmark-routes.ts';
import readingListRoutes from './routes/member/reading-list-routes.ts';
import savedSearchRoutes from './routes/member/saved-search-routes.ts';
import searchHistoryRoutes from './routes/member/search-history-routes.ts';
import oidcRoutes from './routes/oidc-routes.ts';
import passwordResetRoutes from './routes/password-reset-routes.ts';
import profileRoutes from './routes/profile-routes.ts';
import recordRoutes from './routes/records/record-routes.ts';
import recordSearchRoutes from './routes/records/record-search-routes.ts';
import sanctumRoutes from './routes/sanctum-routes.ts';
import staffAccountRoutes from './routes/staff/staff-account-routes.ts';
import staffApplicationRoutes from './routes/staff/staff-application-routes.ts';
import staffAuditRoutes from './routes/staff/staff-audit-routes.ts';
import staffImportRoutes from './routes/staff/staff-import-routes.ts';
import staffMailRoutes from './routes/staff/staff-mail-routes.ts';
import staffSubscriberRoutes from './routes/staff/staff-subscriber-routes.ts';
import membershipApplicationRoutes from './routes/subscriptions/membership-application-routes.ts';
import newsletterRoutes from './routes/subscriptions/newsletter-routes.ts';
import treeRoutes from './routes/trees/tree-routes.ts';
import twoFactorChallengeRoutes from './routes/two-factor-challenge-routes.ts';
import twoFactorRoutes from './routes/two-factor-routes.ts';
import userRoutes from './routes/user-routes.ts';

export type RouteEntry = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can cover each one (CSRF, guests, fuzzing). */
    routeTable: RouteEntry[];
  }
}

/** The api as a Fastify instance: infrastructure plugins, then sessions, then routes. */
export async function buildApiApp(
  services: ApiServices,
  { logStream, ...options }: FastifyServerOptions & { logStream?: { write(line: string): void } } = {},
) {
  const app = Fastify({
    logger: {
      level: services.config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // The path without its query string: links carry single-use tokens there.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
      redact: [
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
    },
    bodyLimit: 64 * 1024,
    // X-Forwarded-For names the client only when the connection comes from a trusted proxy;
    // otherwise anyone could pick a fresh address per request and escape the per-address limits.
    trustProxy: services.config.TRUST_PROXY,
    // Every field's message in a 422, not only the first.
    ajv: { customOptions: { allErrors: true } },
    ...requestIdOptions,
    ...options,
  });
  await app.register(observability, { service: 'api', pools: { main: services.db.$client } });
  const unwatchOutbox = watchQueue('api', 'mail_outbox', () => unsentMailCount(services.db));
  app.addHook('onClose', async () => unwatchOutbox());
  installErrorHandler(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema as FastifySchema | undefined });
  });
  // JSON endpoints take JSON only: a text/plain or form post (which a foreign page can send
  // without a preflight) is refused with 415 before any handler runs.
  app.removeContentTypeParser('text/plain');
  installJsonDepthParser(app);
  app.addHook('onRequest', refuseOversizedBody);
  app.addHook('preValidation', normalizeInput);
  app.addHook('preHandler', refuseNonFinite);
  await app.register(cookie);
  // The site proxies the api on its own origin; other origins must be listed to call it with cookies.
  const allowed = new Set([new URL(services.config.SITE_URL).origin, ...services.config.CORS_ORIGINS]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    allowedHeaders: ['content-type', 'accept', 'x-requested-with', 'x-xsrf-token'],
  });
  // Liveness (200 while the process runs), saying whether the database answers.
  const health = {
    type: 'object',
    properties: { status: { type: 'string' }, database: { type: 'string' } },
  } as const;
  app.get('/health', { schema: { response: { 200: health } } }, () => databaseHealth(services.db.$client));
  // Readiness: the database answers (503 while it does not), for load balancers and orchestrators.
  const readySchema = {
    type: 'object',
    properties: { status: { type: 'string' }, reason: { type: 'string' } },
  } as const;
  app.get(
    '/ready',
    { schema: { response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const readiness = await databaseReadiness(services.db.$client);
      return reply.code(readiness.statusCode).send(readiness.body);
    },
  );
  await app.register(sessionPlugin, { services });
  await app.register(sanctumRoutes, { services });
  await app.register(authRoutes, { services });
  await app.register(twoFactorChallengeRoutes, { services });
  await app.register(oidcRoutes, { services });
  await app.register(passwordResetRoutes, { services });
  await app.register(newsletterRoutes, { services });
  await app.register(membershipApplicationRoutes, { services });
  await app.register(iiifRoutes, { services });
  await app.register(imageRoutes, { services });
  await app.register(memorialCardRoutes, { services });
  await app.register(birthBriefRoutes, { services });
  await app.register(recordSearchRoutes, { services });
  await app.register(recordRoutes, { services });
  await app.register(treeRoutes, { services });
  await app.register(eventOptionsRoutes, { services });
  // Signed-in users only, checked before the body is even validated (401 before 422, as in Laravel).
  await app.register(async (members) => {
    members.addHook('preValidation', async (request) => void requireUser(request));
    await members.register(userRoutes);
    await members.register(profileRoutes, { services });
    await members.register(twoFactorRoutes, { services });
    await members.register(bookmarkRoutes, { services });
    await members.register(readingListRoutes, { services });
    await members.register(savedSearchRoutes, { services });
    await members.register(searchHistoryRoutes, { services });
    await members.register(eventBookingRoutes, { services });
  });
  await app.register(async (staff) => {
    staff.addHook('preValidation', async (request) => void requireScope(request, 'staff'));
    await staff.register(staffApplicationRoutes, { services });
    await staff.register(staffImportRoutes, { services });
    await staff.register(staffEventRoutes, { services });
    await staff.register(staffAccountRoutes, { services });
    await staff.register(staffSubscriberRoutes, { services });
    await staff.register(staffMailRoutes, { services });
    await staff.register(staffAuditRoutes, { services });
  });
  return app;
}
