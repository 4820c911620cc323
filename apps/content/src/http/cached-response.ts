import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

export type CachedBody = { body: string; etag: string };

export const responseCache = () =>
  new LRUCache<string, CachedBody>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length || 1,
  });

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Sends JSON with an ETag, answering 304 when the client already holds it. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl: string,
) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', cached.etag);
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  return reply.send(cached.body);
}
