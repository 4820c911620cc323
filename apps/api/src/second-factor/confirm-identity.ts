import { SECOND_FACTOR_MESSAGES as MESSAGES } from '@society/contract/second-factor';
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
  await secondFactors.throttle.check(user.id);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, proof.password))) {
    await secondFactors.throttle.failed(user.id);
    throw HttpError.validation({ password: [MESSAGES.wrongPassword] });
  }
}
