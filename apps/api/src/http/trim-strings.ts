import type { FastifyRequest } from 'fastify';

/** Laravel's TrimStrings middleware leaves these alone: a password may start or end with a space. */
const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);

/** Trims the top-level string fields of a JSON object body before validation, like Laravel does. */
export async function trimStrings(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields))
    if (typeof value === 'string' && !UNTRIMMED.has(key)) fields[key] = value.trim();
}
