import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { httpDuration, httpErrors, httpRequests, type PoolLike, watchPool } from './metrics.ts';
import { acceptRequestId, REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Fastify's own request id, taken from `X-Request-Id` when well-formed and made up otherwise; Fastify
 * writes it as `reqId` (its default label) in every log line of the request. Spread into the `Fastify()` options.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request) => acceptRequestId(request.headers[REQUEST_ID_HEADER]),
} satisfies FastifyServerOptions;

export type ObservabilityOptions = { service: string; pools?: Record<string, PoolLike> };

/**
 * Returns the request id on every answer (errors too) and counts each request by its route
 * pattern (`unmatched` for a 404 without a route, so stray URLs add no series).
 */
const observability: FastifyPluginAsync<ObservabilityOptions> = async (app, { service, pools = {} }) => {
  const unwatch = Object.entries(pools).map(([name, pool]) => watchPool(service, name, pool));
  app.addHook('onClose', async () => {
    for (const stop of unwatch) stop();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { service, method: request.method, route: request.routeOptions.url ?? 'unmatched' };
    httpRequests.inc({ ...labels, status_code: String(reply.statusCode) });
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) httpErrors.inc(labels);
  });
};

export default fp(observability, { name: 'society-observability' });
