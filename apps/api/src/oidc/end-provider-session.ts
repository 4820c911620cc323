import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcServices } from './oidc-services.ts';
import type { ProviderTokens } from './oidc-session-tokens.ts';
import { randomStateString } from './random-state.ts';

/**
 * After the local session is gone: revokes the refresh token (it would otherwise outlive the
 * sign-out) and returns the provider's end-session address with `id_token_hint` and the
 * registered post-logout redirect, with a fresh `state` as OpenID Connect RP-Initiated Logout
 * asks (the provider hands it back on the redirect, a plain page of the site rather than a
 * callback, so there is nothing to check it against). Null when the provider cannot be reached (the member is
 * still signed out of the site).
 */
export async function endProviderSession(
  oidc: OidcServices,
  tokens: ProviderTokens,
  log: FastifyBaseLogger,
): Promise<string | null> {
  let configuration: client.Configuration;
  try {
    configuration = await oidc.provider.configuration();
  } catch {
    log.warn({ reason: 'discovery failed' }, 'single sign-on sign-out at the provider skipped');
    return null;
  }
  if (tokens.refresh_token && configuration.serverMetadata().revocation_endpoint) {
    await client
      .tokenRevocation(configuration, tokens.refresh_token, { token_type_hint: 'refresh_token' })
      .catch((error: { code?: string }) =>
        log.warn({ reason: error.code ?? 'revocation failed' }, 'refresh token not revoked'),
      );
  }
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(configuration, {
    ...(tokens.id_token ? { id_token_hint: tokens.id_token } : {}),
    post_logout_redirect_uri: oidc.settings.postLogoutRedirectUri,
    state: randomStateString(),
  }).href;
}
