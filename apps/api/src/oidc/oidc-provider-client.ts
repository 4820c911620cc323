import * as client from 'openid-client';
import type { ApiConfig } from '../env.ts';

/** The message (fixed wording, see docs/developers/error-catalogue.md) when discovery fails. */
export const DISCOVERY_FAILED = 'Error loading OpenIDConnect configuration document';

export class OidcDiscoveryError extends Error {
  constructor(readonly reason: string) {
    super(DISCOVERY_FAILED);
    this.name = 'OidcDiscoveryError';
  }
}

export type OidcSettings = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scopes: string;
  prompt: string | undefined;
};

export function oidcSettings(config: ApiConfig): OidcSettings | null {
  if (!config.OIDC_ENABLED) return null;
  return {
    issuer: new URL(config.OIDC_ISSUER!),
    clientId: config.OIDC_CLIENT_ID!,
    clientSecret: config.OIDC_CLIENT_SECRET!,
    redirectUri: config.OIDC_REDIRECT_URI,
    postLogoutRedirectUri: config.OIDC_POST_LOGOUT_REDIRECT_URI,
    scopes: config.OIDC_SCOPES,
    prompt: config.OIDC_PROMPT,
  };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * The provider as openid-client sees it: discovery once (passing the issuer, so the document's
 * `issuer` must equal it), retried on the next use after a failure. Plain http is allowed only
 * for a provider on this machine (idp-dev).
 */
export class OidcProviderClient {
  #configuration: Promise<client.Configuration> | null = null;

  constructor(readonly settings: OidcSettings) {}

  configuration(): Promise<client.Configuration> {
    this.#configuration ??= this.#discover().catch((error: unknown) => {
      this.#configuration = null;
      throw new OidcDiscoveryError(error instanceof Error ? error.message : String(error));
    });
    return this.#configuration;
  }

  async #discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    const configuration = await client.discovery(
      issuer,
      clientId,
      undefined,
      // The token request carries client_id and the secret in the body: client_secret_post.
      client.ClientSecretPost(clientSecret),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: REQUEST_TIMEOUT_SECONDS },
    );
    configuration.timeout = REQUEST_TIMEOUT_SECONDS;
    return configuration;
  }
}
