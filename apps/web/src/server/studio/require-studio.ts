import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { getSessionUser } from '../auth/get-session-user.ts';
import { type StudioUser, studioUser } from './studio-user.ts';

/**
 * Every studio page's gate, on every request: guests are sent to sign in, signed-in users without
 * the editor or publisher scope get the site's 404 (the studio is not theirs to know about).
 */
export async function requireStudio(returnTo: string): Promise<StudioUser> {
  const studio = await studioUser();
  if (studio) return studio;
  if (!(await getSessionUser())) redirect(loginRequiredPath(returnTo));
  notFound();
}
