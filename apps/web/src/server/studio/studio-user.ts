import 'server-only';
import { hasScope, type SessionUser } from '../../lib/auth/session-user.ts';
import type { StudioRole } from '../../lib/studio/studio-role.ts';
import { getSessionUser } from '../auth/get-session-user.ts';

export type StudioUser = { user: SessionUser; role: StudioRole };

/**
 * The signed-in user's studio role, asked of the api on every request (so a scope taken away
 * counts at once): `publisher` over `editor`; null for guests and for members without either.
 */
export async function studioUser(): Promise<StudioUser | null> {
  const user = await getSessionUser();
  if (!user) return null;
  if (hasScope(user, 'publisher')) return { user, role: 'publisher' };
  if (hasScope(user, 'editor')) return { user, role: 'editor' };
  return null;
}
