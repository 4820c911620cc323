import 'server-only';
import { cache } from 'react';
import { env } from '../../env.ts';
import { authStrategy } from '../../lib/auth/auth-strategies.ts';
import type { SessionUser } from '../../lib/auth/session-user.ts';
import { userFromResponse } from '../../lib/auth/user-from-response.ts';
import { memberRead } from '../api/api-client.ts';

/**
 * The signed-in user of this request, asked of the api server to server with the visitor's session
 * cookie (so scopes and disabled accounts count from the next request on); `null` for guests.
 * Reading cookies makes the calling route dynamic.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const strategy = authStrategy(env.AUTH_STRATEGY);
  return memberRead(strategy.endpoints.user, {
    parse: (body) => userFromResponse(body, strategy.userProperty),
  });
});
