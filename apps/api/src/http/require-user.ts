import { type Scope, SECOND_FACTOR_SCOPES } from '@society/contract/scopes';
import type { FastifyRequest } from 'fastify';
import type { User } from '../users/user-repository.ts';
import { HttpError } from './http-error.ts';

/** The signed-in user, or 401: member data is always scoped by it, never by the body. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw HttpError.unauthenticated();
  return request.user;
}

export const requireUserId = (request: FastifyRequest): number => requireUser(request).id;

/**
 * 401 for a guest, 403 for a user without the scope (read fresh on every request, see UserCache).
 * The scopes that can change what others see or do also need a session that passed a second
 * factor: until then a 403 says whether to set one up or to give a code.
 */
export function requireScope(request: FastifyRequest, scope: string): User {
  const user = requireUser(request);
  if (!user.scopes.includes(scope)) throw HttpError.forbidden();
  if ((SECOND_FACTOR_SCOPES as readonly string[]).includes(scope) && request.secondFactorNeeded)
    throw HttpError.secondFactorRequired(request.secondFactorNeeded);
  return user;
}

/** Whether the user's scopes require two-step sign-in. */
export const needsSecondFactor = (user: Pick<User, 'scopes'>): boolean =>
  user.scopes.some((scope) => SECOND_FACTOR_SCOPES.includes(scope as Scope));
