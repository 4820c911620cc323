import { SECOND_FACTOR_MESSAGES as MESSAGES, RECENT_SIGN_IN_MINUTES } from '@society/contract/second-factor';
import { HttpError } from '../http/http-error.ts';
import { verifyPassword } from '../users/password.ts';
import type { User } from '../users/user-repository.ts';
import type { SecondFactors } from './second-factors.ts';

export type IdentityProof = { password?: string | undefined; code?: string | undefined };

/**
 * Before the second factor is changed (new recovery codes, switched off), the person at the
 * keyboard proves again who they are: a current code, or the password. Wrong answers count
 * against the same per-account limit as wrong codes.
 */
export async function confirmIdentity(secondFactors: SecondFactors, user: User, proof: IdentityProof) {
  if (proof.code?.trim()) return secondFactors.verify(user.id, { code: proof.code });
  if (!proof.password) throw HttpError.validation({ password: [MESSAGES.proofNeeded] });
  await checkPassword(secondFactors, user, proof.password);
}

/**
 * Before a second factor is set up: a session signed in within `RECENT_SIGN_IN_MINUTES` goes
 * ahead; later the password is asked again (an account without one signs in again), so a browser
 * left signed in cannot be given somebody else's authenticator, locking its owner out.
 */
export async function confirmRecentSignIn(
  secondFactors: SecondFactors,
  user: User,
  signedInAt: number,
  now: number,
  password: string | undefined,
) {
  if (now - signedInAt <= RECENT_SIGN_IN_MINUTES * 60_000) return;
  if (!user.passwordHash) throw HttpError.validation({ session: [MESSAGES.signInAgain] });
  if (!password) throw HttpError.validation({ password: [MESSAGES.passwordAgain] });
  await checkPassword(secondFactors, user, password);
}

/** Wrong answers count against the same per-account limit as wrong codes. */
async function checkPassword(secondFactors: SecondFactors, user: User, password: string) {
  await secondFactors.throttle.check(user.id);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await secondFactors.throttle.failed(user.id);
    throw HttpError.validation({ password: [MESSAGES.wrongPassword] });
  }
}
