import { passwordResets } from '@society/db/api-schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { newSecretToken, tokenHash } from '../http/secret-token.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { findUserByEmail, setPassword, type User } from './user-repository.ts';

const RESET_LIFETIME_MS = 60 * 60_000;
/** Wrong reset tokens per e-mail and address, and per address for any e-mail. */
const GUESSES_PER_EMAIL_AND_ADDRESS = { limit: 5, windowSeconds: 60 };
const GUESSES_PER_ADDRESS = { limit: 20, windowSeconds: 15 * 60 };

/**
 * A single-use link to `/reset-password` that sets the account's password, valid `lifetimeMs`;
 * only its hash is stored. Written in the caller's transaction, with the mail that carries it.
 */
export async function issueSetPasswordLink(
  tx: ApiDb | ApiTx,
  clock: Clock,
  siteUrl: string,
  user: Pick<User, 'id' | 'email'>,
  lifetimeMs = RESET_LIFETIME_MS,
): Promise<URL> {
  const token = newSecretToken();
  const link = new URL('/reset-password', siteUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', user.email);
  await tx.insert(passwordResets).values({
    tokenHash: tokenHash(token),
    userId: user.id,
    expiresAt: new Date(clock() + lifetimeMs),
  });
  return link;
}

/** The reset e-mail; staff send the same one from the console. */
export const passwordResetMail = (user: Pick<User, 'name' | 'email'>, link: URL) => ({
  to: user.email,
  subject: 'Reset your password',
  text: `Hello ${user.name},\n\nUse this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
});

/**
 * Mails a reset link when the address has an active account, and does nothing otherwise. Called
 * after the answer has gone out, so the answer takes the same time whether the account exists.
 */
export async function mailPasswordReset(db: ApiDb, clock: Clock, siteUrl: string, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user || user.disabled) return;
  await db.transaction(async (tx) => {
    const link = await issueSetPasswordLink(tx, clock, siteUrl, user);
    await enqueueMail(tx, passwordResetMail(user, link));
  });
}

/**
 * Sets a new password with a live, unused link of the account's; null when there is none. The
 * new password ends every other link of the account (a database trigger on the password, which
 * also ends the account's sessions), so an older link cannot set it again.
 */
export async function resetPassword(
  db: ApiDb,
  clock: Clock,
  input: { email: string; token: string; password: string },
): Promise<User | null> {
  const user = await findUserByEmail(db, input.email);
  if (!user) return null;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date(clock()) })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash(input.token)),
          eq(passwordResets.userId, user.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date(clock())),
        ),
      )
      .returning();
    if (!used) return null;
    await setPassword(tx, user.email, input.password);
    return user;
  });
}

/** Guessing reset tokens: five wrong ones a minute per e-mail and address, 20 in 15 minutes per address. */
export class ResetGuessThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Throws 429 once either limit is reached. */
  async check(email: string, address: string): Promise<void> {
    const keys = this.#keys(email, address);
    const [pair, perAddress] = await Promise.all([
      this.limiter.peek(keys.pair, GUESSES_PER_EMAIL_AND_ADDRESS.windowSeconds),
      this.limiter.peek(keys.address, GUESSES_PER_ADDRESS.windowSeconds),
    ]);
    if (pair.count >= GUESSES_PER_EMAIL_AND_ADDRESS.limit)
      throw HttpError.tooManyAttempts(pair.retryAfterSeconds);
    if (perAddress.count >= GUESSES_PER_ADDRESS.limit)
      throw HttpError.tooManyAttempts(perAddress.retryAfterSeconds);
  }

  async failed(email: string, address: string): Promise<void> {
    const keys = this.#keys(email, address);
    await Promise.all([
      this.limiter.hit(keys.pair, GUESSES_PER_EMAIL_AND_ADDRESS.windowSeconds),
      this.limiter.hit(keys.address, GUESSES_PER_ADDRESS.windowSeconds),
    ]);
  }

  #keys(email: string, address: string) {
    return { pair: `reset:${email.toLowerCase()}|${address}`, address: `reset-ip:${address}` };
  }
}
