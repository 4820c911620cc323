import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';
import { TokenCipher } from '../crypto/token-cipher.ts';
import type { ApiConfig } from '../env.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { BearerTokens } from './bearer-tokens.ts';
import { OidcProviderClient, type OidcSettings, oidcSettings } from './oidc-provider-client.ts';
import { OidcSessionTokens } from './oidc-session-tokens.ts';
import { OidcTransactions } from './oidc-transactions.ts';

export type OidcServices = {
  settings: OidcSettings;
  provider: OidcProviderClient;
  transactions: OidcTransactions;
  tokens: OidcSessionTokens;
  bearer: BearerTokens;
};

/** Single sign-on's parts, or null when OIDC_ENABLED is false. */
export function createOidcServices(
  config: ApiConfig,
  db: ApiDb,
  sessions: SessionStore,
  clock: Clock,
): OidcServices | null {
  const settings = oidcSettings(config);
  if (!settings) return null;
  const provider = new OidcProviderClient(settings);
  const cipher = new TokenCipher(config.OIDC_TOKEN_KEY!);
  return {
    settings,
    provider,
    transactions: new OidcTransactions(db, clock),
    tokens: new OidcSessionTokens(
      db,
      sessions,
      provider,
      cipher,
      clock,
      config.OIDC_REFRESH_TOKEN_LIFETIME * 1000,
    ),
    bearer: new BearerTokens(db, provider, config.OIDC_API_AUDIENCE, clock),
  };
}
