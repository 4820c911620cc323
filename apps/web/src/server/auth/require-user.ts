import 'server-only';
import { type Scope, SECOND_FACTOR_SCOPES } from '@society/contract/scopes';
import { SECOND_FACTOR_SETUP_PAGE } from '@society/contract/second-factor';
import { redirect } from 'next/navigation';
import { type AuthMode, parseAuthMode } from '../../lib/auth/auth-mode.ts';
import { afterLoginPath, HOME_PATH, loginRequiredPath } from '../../lib/auth/login-redirect.ts';
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
 * A page for a scope that needs two-step sign-in (staff, editor, publisher) sends a holder whose
 * session has not passed it to set it up or give a code, then back to `returnTo`.
 */
export async function requireUser({
  returnTo,
  scope,
}: RequireUserOptions): Promise<{ user: SessionUser; inScope: boolean }> {
  const user = await getSessionUser();
  if (!user) redirect(loginRequiredPath(returnTo));
  const inScope = scope === undefined || hasScope(user, scope);
  if (inScope && user.second_factor_needed && SECOND_FACTOR_SCOPES.includes(scope as Scope))
    redirect(secondFactorSetupPath(returnTo));
  return { user, inScope };
}

/** The two-step sign-in page, coming back to `returnTo` after it. */
export const secondFactorSetupPath = (returnTo: string) =>
  `${SECOND_FACTOR_SETUP_PAGE}?redirect=${encodeURIComponent(afterLoginPath(returnTo))}`;

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
