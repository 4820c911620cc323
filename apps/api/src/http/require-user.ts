import type { FastifyRequest } from 'fastify';
import type { User } from '../users/user-repository.ts';
import { HttpError } from './http-error.ts';

/** The signed-in user, or 401: member data is always scoped by it, never by the body. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw HttpError.unauthenticated();
  return request.user;
}

export const requireUserId = (request: FastifyRequest): number => requireUser(request).id;

/** 401 for a guest, 403 for a user without the scope (read fresh on every request, see UserCache). */
export function requireScope(request: FastifyRequest, scope: string): User {
  const user = requireUser(request);
  if (!user.scopes.includes(scope)) throw HttpError.forbidden();
  return user;
}
