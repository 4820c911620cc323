import 'server-only';
import { hasScope, type SessionUser } from '../../lib/auth/session-user.ts';
import type { StudioRole } from '../../lib/studio/studio-role.ts';
import { getSessionUser } from '../auth/get-session-user.ts';

export type StudioUser = { user: SessionUser; role: StudioRole };

/** A user's studio role: `publisher` over `editor`; null without either. */
export function studioRoleOf(user: SessionUser): StudioRole | null {
  if (hasScope(user, 'publisher')) return 'publisher';
  if (hasScope(user, 'editor')) return 'editor';
  return null;
}

/**
 * The signed-in user's studio role, asked of the api on every request (so a scope taken away
 * counts at once); null for guests, for members without either scope, and for a session that has
 * not passed two-step sign-in (the editorial API is as closed to it as the api's staff routes).
 */
export async function studioUser(): Promise<StudioUser | null> {
  const user = await getSessionUser();
  const role = user && !user.second_factor_needed ? studioRoleOf(user) : null;
  return user && role ? { user, role } : null;
}
