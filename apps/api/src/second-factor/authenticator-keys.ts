import { secondFactors } from '@society/db/api-second-factors-schema';
import { and, eq } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { TokenCipher } from '../crypto/token-cipher.ts';

/** What a sealed key is bound to: its user's row, so a key copied to another account does not open. */
const sealedFor = (userId: number) => `second-factor:${userId}`;

/**
 * Users' authenticator keys at rest. With a cipher (`SECOND_FACTOR_KEY`, required in production)
 * they are sealed, so a copy of the database or of a backup gives nobody a member's codes; keys
 * stored plain (before the key was set, or by the demo seed) are sealed at start or when next read.
 */
export class AuthenticatorKeys {
  constructor(
    private readonly db: ApiDb,
    private readonly cipher: TokenCipher | null,
  ) {}

  /** The value to store for a new key. */
  seal(userId: number, secret: string): string {
    return this.cipher ? this.cipher.seal(secret, sealedFor(userId)) : secret;
  }

  /** The key as the authenticator app has it; a plain one is sealed in place on the way. */
  async open(factor: { userId: number; secret: string }): Promise<string> {
    if (!TokenCipher.isSealed(factor.secret)) {
      if (this.cipher)
        await this.db
          .update(secondFactors)
          .set({ secret: this.seal(factor.userId, factor.secret) })
          .where(and(eq(secondFactors.userId, factor.userId), eq(secondFactors.secret, factor.secret)));
      return factor.secret;
    }
    if (!this.cipher)
      throw new Error('Authenticator keys in the database are sealed, and SECOND_FACTOR_KEY is not set.');
    try {
      return this.cipher.open<string>(factor.secret, sealedFor(factor.userId));
    } catch {
      throw new Error(
        `The authenticator key of user ${factor.userId} does not open with this SECOND_FACTOR_KEY: set the key the keys were sealed with.`,
      );
    }
  }

  /**
   * Run at start: seals every key still stored plain and answers how many; throws (a sentence for
   * the operator) when the keys already sealed do not open with this SECOND_FACTOR_KEY, or it is
   * unset, which would otherwise refuse every code at sign-in.
   */
  async sealStored(): Promise<number> {
    // One row per enrolled account: read them all and sort them here.
    const factors = await this.db.select().from(secondFactors);
    const sealed = factors.find((factor) => TokenCipher.isSealed(factor.secret));
    if (sealed) await this.open(sealed);
    if (!this.cipher) return 0;
    const plain = factors.filter((factor) => !TokenCipher.isSealed(factor.secret));
    for (const factor of plain) await this.open(factor);
    return plain.length;
  }
}
