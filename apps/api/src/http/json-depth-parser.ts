import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** No request body the api takes nests more than a few levels; this leaves ample room. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply a JSON text nests its arrays and objects, counted without parsing (brackets inside
 * strings are skipped), stopping as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a nesting limit: everything that
 * walks a body afterwards (input normalisation, validation) recurses, and a body of thousands of
 * nested brackets, small enough for the size limit, would otherwise exhaust the stack (a 500).
 */
export function installJsonDepthParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH))
      return done(
        new HttpError(400, `The request body nests more than ${MAX_JSON_DEPTH} levels.`),
        undefined,
      );
    return parseJson(request, body as string, done);
  });
}
