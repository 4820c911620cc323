import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { startIdp } from '../src/create-idp.ts';
import { idpEnvSchema } from '../src/idp-env.ts';
import { startTestIdp, TEST_CLIENT, type TestIdp, testBrowser } from '../src/testing/index.ts';

const RP = 'http://rp.test';
const CALLBACK = `${RP}/callback`;
const SIGNED_OUT = `${RP}/signed-out`;

let idp: TestIdp;
let config: client.Configuration;

/** The relying party's pages just say where the browser landed. */
const rpPages = { [RP]: async () => ({ status: 200, headers: {}, body: 'relying party' }) };

async function authorizationRequest(extra: Record<string, string> = {}, against = config) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(against, {
    redirect_uri: CALLBACK,
    scope: 'openid profile offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url, verifier, state, nonce };
}

async function signInAndExchange(against = config) {
  const browser = testBrowser(rpPages);
  const request = await authorizationRequest({}, against);
  const loginPage = await browser.navigate(request.url.href);
  const landed = await browser.submit(loginPage, { email: idp.member.email, password: idp.member.password });
  // First-party client: no consent page between the login form and the way back to the site.
  expect(landed.hops.map((hop) => new URL(hop.url).pathname)).not.toContain('/consent');
  expect(landed.url.startsWith(CALLBACK)).toBe(true);
  const tokens = await client.authorizationCodeGrant(against, new URL(landed.url), {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
    idTokenExpected: true,
  });
  return { browser, tokens };
}

beforeAll(async () => {
  idp = await startTestIdp({ redirectUris: [CALLBACK], postLogoutRedirectUris: [SIGNED_OUT] });
  config = await client.discovery(new URL(idp.issuer), TEST_CLIENT.id, TEST_CLIENT.secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
});

describe('idp-dev', () => {
  it('publishes discovery like the society provider: S256 only, the three scopes, revocation, end-session', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(idp.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'offline_access']),
    );
    expect(metadata.claims_supported).toContain('society_scopes');
    expect(metadata.revocation_endpoint).toBe(`${idp.issuer}/token/revocation`);
    expect(metadata.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });

  it('shows an accessible login page and refuses a wrong password with a message', async () => {
    const browser = testBrowser(rpPages);
    const page = await browser.navigate((await authorizationRequest()).url.href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<label for="email">E-mail address<\/label>/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.headers['cache-control']).toBe('no-store');
    const refused = await browser.submit(page, { email: idp.member.email, password: 'wrong password' });
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('These credentials do not match our records.');
    expect(refused.body).toContain(`value="${idp.member.email}"`);
  });

  it('issues 1,800 s tokens: a JWT access token for the api, a refresh token, an ID token with the scopes claim', async () => {
    const { tokens } = await signInAndExchange();
    expect(tokens.expires_in).toBe(1800);
    expect(tokens.refresh_token).toBeTruthy();
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ iss: idp.issuer, aud: 'urn:society:api', sub: idp.member.id });
    expect(access.exp! - access.iat!).toBe(1800);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ sub: idp.member.id, email: idp.member.email, society_scopes: ['member'] });
    expect(claims.exp - claims.iat).toBe(1800);
  });

  it('requires PKCE: no code challenge, or the plain method, is an error sent back to the client', async () => {
    const browser = testBrowser(rpPages);
    const without = new URL(`${idp.issuer}/auth`);
    for (const [key, value] of Object.entries({
      client_id: TEST_CLIENT.id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid',
      state: 'abcdefghij',
    }))
      without.searchParams.set(key, value);
    const refused = await browser.navigate(without.href);
    expect(new URL(refused.url).searchParams.get('error')).toBe('invalid_request');
    const plain = await authorizationRequest({ code_challenge_method: 'plain' });
    const refusedPlain = await browser.navigate(plain.url.href);
    expect(new URL(refusedPlain.url).searchParams.get('error')).toBe('invalid_request');
  });

  it('rotates refresh tokens; reusing an old one revokes the whole grant', async () => {
    const { tokens } = await signInAndExchange();
    const first = tokens.refresh_token!;
    const refreshed = await client.refreshTokenGrant(config, first);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first);
    await expect(client.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('revokes a refresh token', async () => {
    const { tokens } = await signInAndExchange();
    await client.tokenRevocation(config, tokens.refresh_token!, { token_type_hint: 'refresh_token' });
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('ends the session and returns to a registered post-logout URI with the state; refuses others', async () => {
    const { browser, tokens } = await signInAndExchange();
    const endSession = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: SIGNED_OUT,
      state: 'logout-state',
    });
    const confirm = await browser.navigate(endSession.href);
    expect(confirm.body).toContain('Yes, sign me out');
    const back = await browser.submit(confirm, { logout: 'yes' }, { formId: 'op.logoutForm' });
    expect(back.url).toBe(`${SIGNED_OUT}?state=logout-state`);
    // Signed out at the provider: the next authorization request shows the login page again.
    const again = await browser.navigate((await authorizationRequest()).url.href);
    expect(again.body).toContain('<h1>Sign in</h1>');

    const elsewhere = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${RP}/not-registered`,
    });
    expect((await browser.navigate(elsewhere.href)).status).toBe(400);
  });

  it('keeps its signing keys in the database across restarts', async () => {
    const second = await startIdp({ ...idp.config, IDP_PORT: 0 });
    try {
      const keys = async (issuer: string) =>
        ((await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string }[] }).keys.map(
          (k) => k.kid,
        );
      expect(await keys(second.issuer)).toEqual(await keys(idp.issuer));
    } finally {
      await second.close();
    }
  });

  it('takes its token lifetimes from the environment', async () => {
    const other = await startIdp({
      ...idp.config,
      IDP_PORT: 0,
      IDP_ACCESS_TOKEN_TTL: 600,
      IDP_ID_TOKEN_TTL: 300,
      IDP_REFRESH_TOKEN_TTL: 7200,
    });
    try {
      const otherConfig = await client.discovery(
        new URL(other.issuer),
        TEST_CLIENT.id,
        TEST_CLIENT.secret,
        undefined,
        { execute: [client.allowInsecureRequests] },
      );
      const { tokens } = await signInAndExchange(otherConfig);
      expect(tokens.expires_in).toBe(600);
      const claims = tokens.claims()!;
      expect(claims.exp - claims.iat).toBe(300);
      const { rows } = await other.pool.query<{ seconds: number }>(
        `SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM oidc_models
         WHERE model = 'RefreshToken' ORDER BY (payload->>'iat')::bigint DESC, expires_at LIMIT 1`,
      );
      // 7,200 s plus the adapter's clock tolerance (5 s), less the test's own run time.
      expect(rows[0]!.seconds).toBeGreaterThan(7100);
      expect(rows[0]!.seconds).toBeLessThanOrEqual(7205);
    } finally {
      await other.close();
    }
  });

  it('refuses to run with NODE_ENV=production unless told to on purpose', () => {
    const env = {
      IDP_DATABASE_URL: 'postgres://x@127.0.0.1/x',
      IDP_CLIENT_SECRET: TEST_CLIENT.secret,
      IDP_REDIRECT_URIS: CALLBACK,
      NODE_ENV: 'production',
    };
    expect(idpEnvSchema.safeParse(env).success).toBe(false);
    expect(idpEnvSchema.safeParse({ ...env, IDP_ALLOW_PRODUCTION: 'true' }).success).toBe(true);
  });
});
