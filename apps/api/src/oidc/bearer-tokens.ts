import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import { userIdForSubject } from './member-identities.ts';
import type { OidcProviderClient } from './oidc-provider-client.ts';
import { ProviderUnavailableError } from './oidc-session-tokens.ts';

const invalidToken = () =>
  new HttpError(401, 'Unauthenticated.', undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });

/**
 * Access tokens of the configured provider as bearer tokens (RFC 9068 JWTs for the api's
 * audience), checked against the provider's published keys. The member must have signed in on
 * the site once, so the subject names a local user: member data is the same either way.
 */
export class BearerTokens {
  #keys: JWTVerifyGetKey | null = null;

  constructor(
    private readonly db: ApiDb,
    private readonly provider: OidcProviderClient,
    private readonly audience: string,
    private readonly clock: Clock,
  ) {}

  async #keySet(): Promise<{ keys: JWTVerifyGetKey; issuer: string }> {
    const metadata = (await this.provider.configuration()).serverMetadata();
    if (!metadata.jwks_uri) throw new Error('The provider publishes no jwks_uri.');
    this.#keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    return { keys: this.#keys, issuer: metadata.issuer };
  }

  /** The local user id, or 401 with `WWW-Authenticate: Bearer error="invalid_token"`. */
  async userId(authorization: string): Promise<number> {
    const match = /^Bearer ([A-Za-z0-9_.~+/-]+=*)$/.exec(authorization);
    if (!match?.[1] || match[1].length > 8192) throw invalidToken();
    const { keys, issuer } = await this.#keySet().catch(() => {
      throw new ProviderUnavailableError();
    });
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(match[1], keys, {
        issuer,
        audience: this.audience,
        typ: 'at+jwt',
        currentDate: new Date(this.clock()),
        clockTolerance: 5,
      });
      subject = payload.sub;
    } catch {
      throw invalidToken();
    }
    const userId = subject ? await userIdForSubject(this.db, issuer, subject) : null;
    if (!userId) throw invalidToken();
    return userId;
  }
}
