import type { FastifyRequest } from 'fastify';
import { EditorialError } from '../store/editorial-error.ts';
import { PrismicError } from './prismic-error.ts';

/** Deeper than any document (slices, rich text, spans, link data) or import bundle nests. */
export const MAX_INPUT_DEPTH = 64;

/**
 * The first problem in a request's values: a NUL character (PostgreSQL text and jsonb cannot
 * hold one) or nesting deeper than `MAX_INPUT_DEPTH`. Walked without recursion, so no input can
 * exhaust the stack.
 */
export function inputProblem(value: unknown, root: string): { path: string; message: string } | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000'))
        return { path: item.path, message: 'must not contain null characters' };
      continue;
    }
    // An uploaded file's bytes are not text: they are checked for what they are, not walked.
    if (!item.value || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH)
      return { path: item.path, message: `is nested more than ${MAX_INPUT_DEPTH} levels deep` };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (key.includes('\u0000')) return { path, message: 'must not contain null characters' };
      pending.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/**
 * Refused before any handler runs, in each API's own error shape: a Prismic parsing error on the
 * Content API, a field message (422) elsewhere.
 */
export async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  const problem =
    inputProblem(request.params, '') ?? inputProblem(request.query, '') ?? inputProblem(request.body, '');
  if (!problem) return;
  const path = problem.path || 'body';
  if (request.url.startsWith('/api/v2')) throw PrismicError.parsing(`${path} ${problem.message}`, path);
  throw new EditorialError('invalid', `${path} ${problem.message}.`, [{ path, message: problem.message }]);
}
