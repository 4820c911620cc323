import { SECOND_FACTOR_MESSAGES as MESSAGES, RECOVERY_CODE_COUNT } from '@society/contract/second-factor';
import { recoveryCodes, secondFactors } from '@society/db/api-second-factors-schema';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import type { AuthenticatorKeys } from './authenticator-keys.ts';
import { newRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import { qrCodeSvg } from './second-factor-qr.ts';
import { SecondFactorThrottle } from './second-factor-throttle.ts';
import { newTotpSecret, totpStep, totpUrl } from './totp.ts';

/** What proves the second factor: a code from the app, or one of the recovery codes. */
export type SecondFactorProof = { code?: string | undefined; recovery_code?: string | undefined };

/**
 * Users' authenticators and recovery codes. Every check of a code is throttled per account, and
 * a code is accepted once: its time step must be later than the last one accepted.
 */
export class SecondFactors {
  readonly throttle: SecondFactorThrottle;

  constructor(
    private readonly db: ApiDb,
    limiter: RateLimiter,
    private readonly clock: Clock,
    /** The authenticator keys at rest: sealed when SECOND_FACTOR_KEY is set. */
    readonly keys: AuthenticatorKeys,
    /** The name authenticator apps show above the codes: the society's (`SITE_NAME`). */
    private readonly issuer: string,
  ) {
    this.throttle = new SecondFactorThrottle(limiter);
  }

  async #factor(userId: number) {
    const [row] = await this.db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
    return row;
  }

  /** Whether the user has a confirmed authenticator. */
  async isEnabled(userId: number): Promise<boolean> {
    return (await this.#factor(userId))?.confirmedAt != null;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.left ?? 0;
  }

  /** A new secret waiting for its first code; any earlier unconfirmed one is replaced. */
  async startEnrolment(userId: number, accountName: string) {
    if (await this.isEnabled(userId)) throw new HttpError(409, MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    const stored = this.keys.seal(userId, secret);
    await this.db
      .insert(secondFactors)
      .values({ userId, secret: stored })
      .onConflictDoUpdate({
        target: secondFactors.userId,
        set: { secret: stored, lastUsedStep: null, createdAt: new Date(this.clock()) },
        where: isNull(secondFactors.confirmedAt),
      });
    const url = totpUrl(secret, accountName, this.issuer);
    return { secret, otpauth_url: url, qr_svg: await qrCodeSvg(url) };
  }

  /** The first code puts the authenticator in force; answers the new recovery codes. */
  async confirmEnrolment(userId: number, code: string): Promise<string[]> {
    const factor = await this.#factor(userId);
    if (factor?.confirmedAt) throw new HttpError(409, MESSAGES.alreadyEnabled);
    if (!factor) throw HttpError.validation({ code: [MESSAGES.noEnrolment] });
    await this.#checkCode(userId, code);
    await this.db
      .update(secondFactors)
      .set({ confirmedAt: new Date(this.clock()) })
      .where(eq(secondFactors.userId, userId));
    return this.newRecoveryCodes(userId);
  }

  /** Checks a code or a recovery code of an enabled authenticator (422 when wrong, 429 when throttled). */
  async verify(userId: number, proof: SecondFactorProof): Promise<void> {
    const hasCode = Boolean(proof.code?.trim());
    const hasRecovery = Boolean(proof.recovery_code?.trim());
    if (hasCode === hasRecovery) throw HttpError.validation({ code: [MESSAGES.oneOfCodes] });
    if (!(await this.isEnabled(userId))) throw HttpError.validation({ code: [MESSAGES.notEnabled] });
    if (hasCode) return this.#checkCode(userId, proof.code!);
    await this.throttle.check(userId);
    const hash = recoveryCodeHash(proof.recovery_code!);
    const used = hash
      ? await this.db
          .update(recoveryCodes)
          .set({ usedAt: new Date(this.clock()) })
          .where(
            and(
              eq(recoveryCodes.userId, userId),
              eq(recoveryCodes.codeHash, hash),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id })
      : [];
    if (used.length === 0) {
      await this.throttle.failed(userId);
      throw HttpError.validation({ recovery_code: [MESSAGES.invalidRecoveryCode] });
    }
    await this.throttle.succeeded(userId);
  }

  /** The authenticator's code (pending or confirmed), once per time step, throttled. */
  async #checkCode(userId: number, code: string): Promise<void> {
    await this.throttle.check(userId);
    const factor = await this.#factor(userId);
    const step = factor ? totpStep(await this.keys.open(factor), code, this.clock()) : null;
    // Taken atomically: two requests with one code cannot both pass.
    const taken =
      step === null
        ? []
        : await this.db
            .update(secondFactors)
            .set({ lastUsedStep: step })
            .where(
              and(
                eq(secondFactors.userId, userId),
                or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
              ),
            )
            .returning({ userId: secondFactors.userId });
    if (taken.length === 0) {
      await this.throttle.failed(userId);
      throw HttpError.validation({ code: [MESSAGES.invalidCode] });
    }
    await this.throttle.succeeded(userId);
  }

  /** Replaces the recovery codes; the plain codes are answered once and never stored. */
  async newRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code)! })));
    });
    return codes;
  }

  /** Removes the authenticator and the recovery codes (the caller signs the account out everywhere). */
  async disable(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
    });
  }

  /** Enrolments never confirmed are dropped after a day. */
  async purgeAbandoned(): Promise<void> {
    await this.db
      .delete(secondFactors)
      .where(
        and(
          isNull(secondFactors.confirmedAt),
          lt(secondFactors.createdAt, new Date(this.clock() - 86_400_000)),
        ),
      );
  }
}
