import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { env } from '../../env.ts';
import { authStrategy } from '../../lib/auth/auth-strategies.ts';
import type { SessionUser } from '../../lib/auth/session-user.ts';
import { userFromResponse } from '../../lib/auth/user-from-response.ts';
import { apiRequest } from './api-request.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * The signed-in user of this request, asked of the api server to server with the visitor's session
 * cookie (so scopes and disabled accounts count from the next request on); `null` for guests.
 * Reading cookies makes the calling route dynamic.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!session) return null;
  const strategy = authStrategy(env.AUTH_STRATEGY);
  const response = await apiRequest('GET', strategy.endpoints.user, session);
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`The api answered ${response.status} for the signed-in user.`);
  return userFromResponse(await response.json(), strategy.userProperty);
});
