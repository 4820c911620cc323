import { oidcSessionTokens } from '@society/db/api-oidc-schema';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import * as client from 'openid-client';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { HttpError } from '../http/http-error.ts';
import { tokenHash } from '../http/secret-token.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { OidcProviderClient } from './oidc-provider-client.ts';

/** The expiry margin: a token counts as expired this long before it does. */
export const EXPIRY_MARGIN_MS = 500;
/** The fixed message when neither token can be used any more; the session is reset with it. */
export const BOTH_EXPIRED = 'Both token and refresh token have expired. Your request was aborted.';

/** `scope`: what the provider granted (it may drop some requested ones), asked for again on refresh. */
export type ProviderTokens = {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
};
type Expiry = { access: number; refresh: number | null };

export class ProviderUnavailableError extends HttpError {
  constructor() {
    super(503, 'The sign-in service cannot be reached. Please try again shortly.');
  }
}

/**
 * The provider's tokens of each signed-in session, sealed in PostgreSQL and never sent to the
 * browser. An access token past its expiry (less 500 ms) is refreshed once: concurrent requests of
 * this process share one refresh, and a row lock makes other instances wait for it and reuse it.
 */
export class OidcSessionTokens {
  /** Known expiries per session id hash; `null` = a session that did not come from the provider. */
  readonly #expiries = new LRUCache<string, Expiry | 'local'>({ max: 50_000, ttl: 10 * 60_000 });
  readonly #refreshing = new Map<string, Promise<void>>();

  constructor(
    private readonly db: ApiDb,
    private readonly sessions: SessionStore,
    private readonly provider: OidcProviderClient,
    private readonly cipher: TokenCipher,
    private readonly clock: Clock,
    private readonly refreshLifetimeMs: number,
  ) {}

  #expiry(tokens: ProviderTokens, expiresIn: number | undefined, previous?: Expiry): Expiry {
    const now = this.clock();
    return {
      // Without expires_in an access token is taken to last 1,800 s.
      access: now + (expiresIn ?? 1800) * 1000,
      refresh: tokens.refresh_token ? now + this.refreshLifetimeMs : (previous?.refresh ?? null),
    };
  }

  async save(
    sessionId: string,
    identity: { userId: number; issuer: string; subject: string },
    tokens: ProviderTokens,
    expiresIn: number | undefined,
  ): Promise<void> {
    const idHash = tokenHash(sessionId);
    const expiry = this.#expiry(tokens, expiresIn);
    await this.db.insert(oidcSessionTokens).values({
      sessionIdHash: idHash,
      ...identity,
      sealedTokens: this.cipher.seal(tokens, idHash),
      accessExpiresAt: new Date(expiry.access),
      refreshExpiresAt: expiry.refresh === null ? null : new Date(expiry.refresh),
    });
    this.#expiries.set(idHash, expiry);
  }

  async #knownExpiry(idHash: string): Promise<Expiry | 'local'> {
    const cached = this.#expiries.get(idHash);
    if (cached) return cached;
    const [row] = await this.db
      .select({ access: oidcSessionTokens.accessExpiresAt, refresh: oidcSessionTokens.refreshExpiresAt })
      .from(oidcSessionTokens)
      .where(eq(oidcSessionTokens.sessionIdHash, idHash));
    const expiry = row
      ? { access: row.access.getTime(), refresh: row.refresh?.getTime() ?? null }
      : ('local' as const);
    this.#expiries.set(idHash, expiry);
    return expiry;
  }

  /**
   * Called for every request of a signed-in session. Does nothing for password sessions or a
   * valid access token; refreshes an expired one; when that cannot be done the session is reset
   * and the request aborted (401 with that fixed message). A provider that cannot be reached
   * answers 503 and keeps the session, so an outage does not sign everyone out.
   */
  async ensureFresh(sessionId: string): Promise<void> {
    const idHash = tokenHash(sessionId);
    const expiry = await this.#knownExpiry(idHash);
    if (expiry === 'local' || expiry.access - EXPIRY_MARGIN_MS > this.clock()) return;
    let refresh = this.#refreshing.get(idHash);
    if (!refresh) {
      refresh = this.#refresh(idHash).finally(() => this.#refreshing.delete(idHash));
      this.#refreshing.set(idHash, refresh);
    }
    try {
      await refresh;
    } catch (error) {
      if (!(error instanceof BothExpired)) throw error;
      this.#expiries.delete(idHash);
      await this.sessions.destroy(sessionId);
      throw new HttpError(401, BOTH_EXPIRED);
    }
  }

  async #refresh(idHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(oidcSessionTokens)
        .where(eq(oidcSessionTokens.sessionIdHash, idHash))
        .for('update');
      if (!row) throw new BothExpired();
      const now = this.clock();
      const previous = {
        access: row.accessExpiresAt.getTime(),
        refresh: row.refreshExpiresAt?.getTime() ?? null,
      };
      // Another request (or instance) refreshed while this one waited for the lock.
      if (previous.access - EXPIRY_MARGIN_MS > now) {
        this.#expiries.set(idHash, previous);
        return;
      }
      const tokens = this.cipher.open<ProviderTokens>(row.sealedTokens, idHash);
      if (!tokens.refresh_token || previous.refresh === null || previous.refresh - EXPIRY_MARGIN_MS <= now)
        throw new BothExpired();
      const configuration = await this.provider.configuration().catch(() => {
        throw new ProviderUnavailableError();
      });
      let answer: Awaited<ReturnType<typeof client.refreshTokenGrant>>;
      try {
        answer = await client.refreshTokenGrant(
          configuration,
          tokens.refresh_token,
          tokens.scope ? { scope: tokens.scope } : {},
        );
      } catch (error) {
        // The provider said no (invalid_grant: revoked, reused or expired): the session is over.
        if (error instanceof client.ResponseBodyError) throw new BothExpired();
        throw new ProviderUnavailableError();
      }
      const next: ProviderTokens = {
        access_token: answer.access_token,
        refresh_token: answer.refresh_token ?? tokens.refresh_token,
        id_token: answer.id_token ?? tokens.id_token,
        scope: answer.scope ?? tokens.scope,
      };
      const expiry = this.#expiry(
        answer.refresh_token ? next : { access_token: next.access_token },
        answer.expires_in,
        previous,
      );
      await tx
        .update(oidcSessionTokens)
        .set({
          sealedTokens: this.cipher.seal(next, idHash),
          accessExpiresAt: new Date(expiry.access),
          refreshExpiresAt: expiry.refresh === null ? null : new Date(expiry.refresh),
          updatedAt: new Date(now),
        })
        .where(eq(oidcSessionTokens.sessionIdHash, idHash));
      this.#expiries.set(idHash, expiry);
    });
  }

  /** The session's tokens, or null for a password session. */
  async tokensOf(sessionId: string): Promise<ProviderTokens | null> {
    const idHash = tokenHash(sessionId);
    const [row] = await this.db
      .select({ sealed: oidcSessionTokens.sealedTokens })
      .from(oidcSessionTokens)
      .where(eq(oidcSessionTokens.sessionIdHash, idHash));
    return row ? this.cipher.open<ProviderTokens>(row.sealed, idHash) : null;
  }

  forget(sessionId: string): void {
    this.#expiries.delete(tokenHash(sessionId));
  }
}

class BothExpired extends Error {}
