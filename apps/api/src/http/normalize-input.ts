import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** Laravel's TrimStrings middleware leaves these alone: a password may start or end with a space. */
const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);

/**
 * Parsed JSON and query strings are plain objects and arrays; anything else is not input to walk.
 * Fastify's query parser makes its objects from a class whose prototype has no prototype, so one
 * step of null-prototype chain still counts as plain; a stream's chain ends at Object.prototype.
 */
const isPlainData = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return (
    Array.isArray(value) ||
    prototype === Object.prototype ||
    prototype === null ||
    Object.getPrototypeOf(prototype) === null
  );
};

/**
 * The first field (dotted path) holding a NUL character, which PostgreSQL text cannot store. Only
 * parsed data is walked: a body left as a stream (a file upload) is its route's to read, and its
 * object graph (socket, server) would otherwise be walked until the stack overflows.
 */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (!value || typeof value !== 'object' || !isPlainData(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Before validation, like Laravel's input middleware: top-level string fields of a JSON body are
 * trimmed, and NUL characters anywhere in the body or query are refused with a field message.
 */
export async function normalizeInput(request: FastifyRequest): Promise<void> {
  const field = fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
  if (field)
    throw HttpError.validation({
      [field]: [`The ${field.replaceAll('_', ' ')} field must not contain null characters.`],
    });
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields))
    if (typeof value === 'string' && !UNTRIMMED.has(key)) fields[key] = value.trim();
}
