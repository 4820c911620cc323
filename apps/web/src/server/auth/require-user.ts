import 'server-only';
import { redirect } from 'next/navigation';
import { type AuthMode, parseAuthMode } from '../../lib/auth/auth-mode.ts';
import { HOME_PATH, loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { hasScope, type SessionUser } from '../../lib/auth/session-user.ts';
import { getSessionUser } from './get-session-user.ts';

export type RequireUserOptions = {
  /** The path (and query) of the page asking, remembered for after sign-in. */
  returnTo: string;
  /** A scope the page needs, checked here on the server from the api's answer. */
  scope?: string;
};

/**
 * A protected page's gate: guests go to `/login-required` remembering `returnTo`. Returns the user
 * and whether they hold `scope` (always true without one), so the page can explain what is missing.
 */
export async function requireUser({
  returnTo,
  scope,
}: RequireUserOptions): Promise<{ user: SessionUser; inScope: boolean }> {
  const user = await getSessionUser();
  if (!user) redirect(loginRequiredPath(returnTo));
  return { user, inScope: scope === undefined || hasScope(user, scope) };
}

/** A guest page's gate: signed-in visitors go home. */
export async function requireGuest(): Promise<void> {
  if (await getSessionUser()) redirect(HOME_PATH);
}

/** The page option of the legacy site: `guest`, `protected` (default) or `false`. */
export async function pageAuth(mode: AuthMode | undefined, returnTo: string): Promise<SessionUser | null> {
  const parsed = parseAuthMode(mode);
  if (parsed === 'guest') {
    await requireGuest();
    return null;
  }
  if (parsed === 'protected') return (await requireUser({ returnTo })).user;
  return null;
}
