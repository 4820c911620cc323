import { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type pg from 'pg';
import type { IdpConfig } from './idp-env.ts';
import { findMemberById } from './members.ts';
import { errorPage, logoutPage, PAGE_SECURITY_HEADERS, signedOutPage } from './pages.ts';
import { pgAdapter } from './pg-adapter.ts';
import type { ProviderSecrets } from './provider-secrets.ts';

export const SITE_CLIENT_NAME = 'the Northfield & District Family History Society website';
/** The claim carrying the member's scopes on the site (`member`, `staff`). */
export const SCOPES_CLAIM = 'society_scopes';
const CLOCK_TOLERANCE_SECONDS = 5;

function html(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = 'html';
  ctx.set(PAGE_SECURITY_HEADERS);
  ctx.body = body;
}

/**
 * oidc-provider set up like the society's single sign-on: authorization code with PKCE (S256
 * only, required of every client), scopes `openid profile offline_access`, refresh tokens rotated
 * on every use, revocation, RP-initiated logout to registered URIs, JWT access tokens for the api.
 */
export function providerConfiguration(
  config: IdpConfig,
  pool: pg.Pool,
  secrets: ProviderSecrets,
): Configuration {
  const audience = config.IDP_API_AUDIENCE;
  return {
    adapter: pgAdapter(pool, CLOCK_TOLERANCE_SECONDS),
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    clients: [
      {
        client_id: config.IDP_CLIENT_ID,
        client_secret: config.IDP_CLIENT_SECRET,
        client_name: SITE_CLIENT_NAME,
        redirect_uris: config.IDP_REDIRECT_URIS,
        post_logout_redirect_uris: config.IDP_POST_LOGOUT_REDIRECT_URIS,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    scopes: ['openid', 'profile', 'offline_access'],
    // `amr` in every ID token: how the member was signed in (password only, or with a second factor).
    claims: { openid: ['sub', 'amr'], profile: ['name', 'email', 'email_verified', SCOPES_CLAIM] },
    async findAccount(_ctx, sub) {
      const member = await findMemberById(pool, sub);
      if (!member) return undefined;
      return {
        accountId: member.id,
        claims: () => ({
          sub: member.id,
          name: member.name,
          email: member.email,
          email_verified: true,
          [SCOPES_CLAIM]: member.scopes,
        }),
      };
    },
    pkce: { required: () => true },
    // oidc-provider honours offline_access only with prompt=consent (OIDC Core 11). The society's
    // provider gave the old site refresh tokens without it, so this one does too: the site's own
    // client always gets one, and it outlives the provider's browser session (offline semantics).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: config.IDP_ACCESS_TOKEN_TTL,
      IdToken: config.IDP_ID_TOKEN_TTL,
      RefreshToken: config.IDP_REFRESH_TOKEN_TTL,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: config.IDP_REFRESH_TOKEN_TTL,
      Grant: config.IDP_REFRESH_TOKEN_TTL,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The site is the provider's own first-party client: consent is implied, never asked.
    async loadExistingGrant(ctx) {
      const { client, account, session, provider } = ctx.oidc;
      if (!client || !account || !session) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const grant =
        (grantId && (await provider.Grant.find(grantId))) ||
        new provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {}))
        grant.addResourceScope(indicator, server.scope);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => html(ctx, logoutPage(form, ctx.oidc.client?.clientName)),
        postLogoutSuccessSource: async (ctx) => html(ctx, signedOutPage()),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.IDP_ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: async (ctx, out) => html(ctx, errorPage({ ...out })),
  };
}
