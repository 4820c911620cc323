import 'server-only';
import { redirect } from 'next/navigation';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import type { SessionUser } from '../../lib/auth/session-user.ts';
import { STAFF_ONLY_PATH } from '../../lib/staff/staff-paths.ts';
import { type AnswerParser, apiRead } from '../api/api-client.ts';
import { requireUser } from '../auth/require-user.ts';

/**
 * The console's gate, on the server: guests go to sign in (and come back to `returnTo`), accounts
 * without the `staff` scope to the page saying the console is for staff. The api checks again.
 */
export async function requireStaff(returnTo: string): Promise<SessionUser> {
  // With the scope, also sends a session that has not passed two-step sign-in to give a code.
  const { user, inScope } = await requireUser({ returnTo, scope: 'staff' });
  if (!inScope) redirect(STAFF_ONLY_PATH);
  return user;
}

/** A read for a console page, refused the same way when the api refuses the session. */
export async function staffRead<T>(path: string, schema: AnswerParser<T>, returnTo: string): Promise<T> {
  const answer = await apiRead(path, schema);
  if (answer.ok) return answer.data;
  if (answer.status === 401) redirect(loginRequiredPath(returnTo));
  if (answer.status === 403) redirect(STAFF_ONLY_PATH);
  throw new Error(`The api answered ${answer.status} for ${path}: ${answer.message}`);
}
