import { parseRecordSearchQuery, type RecordSearchQuery } from '@society/record-search';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

/** The request's raw query string as a search (repeated keys kept), or 400 with the parser's message. */
export function parseSearchRequest(request: FastifyRequest): RecordSearchQuery {
  const url = request.raw.url ?? '';
  const queryString = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const parsed = parseRecordSearchQuery(queryString);
  if (!parsed.success) throw new HttpError(400, parsed.message);
  return parsed.query;
}

/** Route schemas: the search takes its parameters from the raw query string (see the package). */
export const searchQuerystring = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
} as const;
