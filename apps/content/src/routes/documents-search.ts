import { recordCacheLookup } from '@society/observability/metrics';
import type { FastifyInstance } from 'fastify';
import type { ContentServices } from '../content-services.ts';
import { type CachedBody, etagOf, responseCache, sendJson } from '../http/cached-response.ts';
import { checkAccessToken } from '../http/check-access-token.ts';
import { PrismicError } from '../http/prismic-error.ts';
import { runQuery } from '../query/run-query.ts';
import type { SearchParams } from '../query/types.ts';
import { API_VERSION } from './api-v2.ts';

type RawQuery = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[value.length - 1] : value;

function positiveInteger(raw: string | string[] | undefined, name: string, fallback: number): number {
  const value = single(raw);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw PrismicError.parsing(`${name} must be a positive integer, got "${value.slice(0, 50)}"`, name);
  }
  return Number(value);
}

/** Validates the raw parameters; unknown ones (`x-c`, `x-d`, `referer`, …) are ignored. */
export function toSearchParams(query: RawQuery): SearchParams {
  const q = query.q === undefined ? [] : Array.isArray(query.q) ? query.q : [query.q];
  const optional = (name: string) => {
    const value = single(query[name]);
    return value === undefined || value === '' ? {} : { [name]: value };
  };
  return {
    q,
    page: positiveInteger(query.page, 'page', 1),
    pageSize: Math.min(positiveInteger(query.pageSize, 'pageSize', 20), 100),
    ...optional('lang'),
    ...optional('after'),
    ...optional('orderings'),
    ...optional('routes'),
    ...optional('brokenRoute'),
    ...optional('fetchLinks'),
    ...optional('fetch'),
    ...optional('graphQuery'),
  } as SearchParams;
}

/**
 * `GET /api/v2/documents/search`. A master or release ref names content that never changes, so
 * its answers are cached here and marked immutable for browsers and CDNs; previews are never cached.
 */
export default async function documentsSearchRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  const { state, config } = services;
  const apiBase = `${config.CONTENT_PUBLIC_URL}/api/v2`;
  const cache = responseCache();

  app.get('/api/v2/documents/search', async (request, reply) => {
    const query = request.query as RawQuery;
    const access = checkAccessToken(config, single(query.access_token));
    // The URL carries the token, so a shared cache never gives a guest what the token reads.
    const immutable = `${access === 'full' ? 'private' : 'public'}, max-age=31536000, immutable`;
    const ref = single(query.ref);
    const cached = ref ? cache.get(request.url) : undefined;
    if (ref) recordCacheLookup('content_answers', cached !== undefined);
    if (cached) return sendJson(request, reply, cached, immutable);

    const params = toSearchParams(query);
    const resolved = await state.resolve(ref ?? (await state.masterRef()).ref, access);
    const response = runQuery(resolved.snapshot, params, {
      apiBase,
      assetBase: config.CONTENT_PUBLIC_URL,
      requestUrl: `${config.CONTENT_PUBLIC_URL}${request.url}`,
      version: API_VERSION,
      license: 'All Rights Reserved',
    });
    const body = JSON.stringify(response);
    const entry: CachedBody = { body, etag: etagOf(body) };
    if (ref && resolved.immutable) {
      cache.set(request.url, entry);
      return sendJson(request, reply, entry, immutable);
    }
    return sendJson(request, reply, entry, resolved.immutable ? 'no-cache' : 'private, no-store');
  });
}
