import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { getSessionUser } from '../auth/get-session-user.ts';
import { secondFactorSetupPath } from '../auth/require-user.ts';
import { type StudioUser, studioRoleOf } from './studio-user.ts';

/**
 * Every studio page's gate, on every request: guests are sent to sign in, signed-in users without
 * the editor or publisher scope get the site's 404 (the studio is not theirs to know about), and
 * an editor whose session has not passed two-step sign-in sets it up or gives a code first.
 */
export async function requireStudio(returnTo: string): Promise<StudioUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginRequiredPath(returnTo));
  const role = studioRoleOf(user);
  if (!role) notFound();
  if (user.second_factor_needed) redirect(secondFactorSetupPath(returnTo));
  return { user, role };
}
