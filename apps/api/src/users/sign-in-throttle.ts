import { signInAddresses } from '@society/db/api-schema';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';

/** Failed sign-ins per e-mail and address (Laravel's default: 5 a minute): the lock. */
const PER_EMAIL_AND_ADDRESS = { limit: 5, windowSeconds: 60 };
/** Failed sign-ins per e-mail from any address (a botnet guessing one member's password). */
const PER_ACCOUNT = { limit: 30, windowSeconds: 15 * 60 };
/** Attempts per address, failed or not (credential stuffing across many e-mails). */
const PER_ADDRESS = { limit: 50, windowSeconds: 60 };
/** How long an address the member signed in from counts as theirs. */
const KNOWN_ADDRESS_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * Password sign-in throttling that an attacker cannot turn against the member:
 *
 * - the lock is per e-mail and address, as Laravel's: five failures a minute from one address
 *   block that address for that e-mail only;
 * - a slower limit per account (30 failures in 15 minutes from anywhere) stops a guessing attack
 *   spread over many addresses, but it refuses only addresses the member has not signed in from
 *   (with the right password, in the last 90 days): a member keeps getting in from home while
 *   strangers hammer their account, and the attackers gain nothing since their addresses are
 *   never the member's. A member on a new address during such an attack waits out the window;
 * - every address has its own cap on attempts of any kind.
 */
export class SignInThrottle {
  constructor(
    private readonly db: ApiDb,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 when this attempt may not be made; `userId` is the e-mail's account, if any. */
  async check(email: string, address: string, userId: number | undefined): Promise<void> {
    const keys = this.#keys(email, address);
    const [pair, account, perAddress] = await Promise.all([
      this.limiter.peek(keys.pair, PER_EMAIL_AND_ADDRESS.windowSeconds),
      this.limiter.peek(keys.account, PER_ACCOUNT.windowSeconds),
      this.limiter.hit(keys.address, PER_ADDRESS.windowSeconds),
    ]);
    if (pair.count >= PER_EMAIL_AND_ADDRESS.limit) throw HttpError.tooManyAttempts(pair.retryAfterSeconds);
    if (perAddress.count > PER_ADDRESS.limit) throw HttpError.tooManyAttempts(perAddress.retryAfterSeconds);
    // Looked up for unknown e-mails too (as account 0), so the answer takes the same time.
    if (account.count >= PER_ACCOUNT.limit && !(await this.#isKnown(userId ?? 0, address)))
      throw HttpError.tooManyAttempts(account.retryAfterSeconds);
  }

  async failed(email: string, address: string): Promise<void> {
    const keys = this.#keys(email, address);
    await Promise.all([
      this.limiter.hit(keys.pair, PER_EMAIL_AND_ADDRESS.windowSeconds),
      this.limiter.hit(keys.account, PER_ACCOUNT.windowSeconds),
    ]);
  }

  async succeeded(email: string, address: string, userId: number): Promise<void> {
    const at = new Date(this.clock());
    await Promise.all([
      this.limiter.clear(this.#keys(email, address).pair),
      this.db
        .insert(signInAddresses)
        .values({ userId, address, lastSignedInAt: at })
        .onConflictDoUpdate({
          target: [signInAddresses.userId, signInAddresses.address],
          set: { lastSignedInAt: at },
        }),
    ]);
  }

  /** Addresses not signed in from for 90 days are forgotten. */
  async purgeExpired(): Promise<void> {
    await this.db
      .delete(signInAddresses)
      .where(lt(signInAddresses.lastSignedInAt, new Date(this.clock() - KNOWN_ADDRESS_DAYS * DAY_MS)));
  }

  async #isKnown(userId: number, address: string): Promise<boolean> {
    const [row] = await this.db
      .select({ found: sql`1` })
      .from(signInAddresses)
      .where(
        and(
          eq(signInAddresses.userId, userId),
          eq(signInAddresses.address, address),
          gt(signInAddresses.lastSignedInAt, new Date(this.clock() - KNOWN_ADDRESS_DAYS * DAY_MS)),
        ),
      );
    return row !== undefined;
  }

  #keys(email: string, address: string) {
    const key = email.toLowerCase();
    return {
      pair: `login:${key}|${address}`,
      account: `login-account:${key}`,
      address: `login-ip:${address}`,
    };
  }
}
