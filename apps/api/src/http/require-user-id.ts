import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** The signed-in user's id, or 401: member data is always scoped by it, never by the body. */
export function requireUserId(request: FastifyRequest): number {
  const userId = request.session?.userId;
  if (!userId) throw HttpError.unauthenticated();
  return userId;
}
