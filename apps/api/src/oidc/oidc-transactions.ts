import { oidcTransactions } from '@society/db/api-oidc-schema';
import { eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { newSecretToken, tokenHash } from '../http/secret-token.ts';
import { randomStateString } from './random-state.ts';

/** How long a sign-in may take at the provider. */
export const TRANSACTION_LIFETIME_MS = 10 * 60_000;

export type OidcTransaction = {
  /** The secret the browser's transaction cookie holds; only its hash is stored. */
  id: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
};

/** Sign-ins under way, one row per attempt (so parallel tabs never share one), each usable once. */
export class OidcTransactions {
  constructor(
    private readonly db: ApiDb,
    private readonly clock: Clock,
  ) {}

  async begin(returnTo: string): Promise<OidcTransaction> {
    const transaction = {
      id: newSecretToken(),
      state: randomStateString(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
    };
    await this.db.insert(oidcTransactions).values({
      idHash: tokenHash(transaction.id),
      state: transaction.state,
      nonce: transaction.nonce,
      codeVerifier: transaction.codeVerifier,
      returnTo,
      expiresAt: new Date(this.clock() + TRANSACTION_LIFETIME_MS),
    });
    return transaction;
  }

  /** The live transaction, deleted as it is read: a second callback with the same cookie finds nothing. */
  async take(id: string | undefined): Promise<Omit<OidcTransaction, 'id'> | null> {
    if (!id || id.length > 100) return null;
    const [row] = await this.db
      .delete(oidcTransactions)
      .where(eq(oidcTransactions.idHash, tokenHash(id)))
      .returning();
    if (!row || row.expiresAt.getTime() <= this.clock()) return null;
    return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo };
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(oidcTransactions).where(lt(oidcTransactions.expiresAt, new Date(this.clock())));
  }
}
