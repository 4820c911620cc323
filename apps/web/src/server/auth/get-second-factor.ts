import 'server-only';
import { SECOND_FACTOR_SETUP_PAGE, secondFactorStatusSchema } from '@society/contract/second-factor';
import { redirect } from 'next/navigation';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { memberRead } from '../api/api-client.ts';
import { requireUser } from './require-user.ts';

/** The signed-in user's two-step sign-in, read from the api with their session (guests go to sign in). */
export async function getSecondFactor(returnTo: string = SECOND_FACTOR_SETUP_PAGE) {
  const { user } = await requireUser({ returnTo });
  const status = await memberRead('/api/user/two-factor', secondFactorStatusSchema);
  // The session ended between the two reads.
  if (!status) redirect(loginRequiredPath(returnTo));
  return { user, status };
}
