import { SECOND_FACTOR_PAGE, SECOND_FACTOR_PENDING_SECONDS } from '@society/contract/second-factor';
import { safeLocalPath } from '@society/safe-redirect';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { sameSecret } from '../http/same-secret.ts';
import { memberClaims, userForIdentity } from '../oidc/member-identities.ts';
import { OidcDiscoveryError } from '../oidc/oidc-provider-client.ts';
import type { OidcServices } from '../oidc/oidc-services.ts';
import { TRANSACTION_LIFETIME_MS } from '../oidc/oidc-transactions.ts';
import { isStateString } from '../oidc/random-state.ts';
import { AUTH_RESPONSE_HEADERS, signInErrorPage } from '../oidc/sign-in-error-page.ts';
import { providerGaveSecondFactor } from '../second-factor/provider-second-factor.ts';
import { noteSignIn } from '../users/note-sign-in.ts';

const FAILED = 'Signing in with the society account did not work. Please start again.';
const REFUSED = 'Signing in was cancelled, or the society account service refused it.';
/** The authorization response's own parameters: anything else in the callback URL is ignored. */
const RESPONSE_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'];

type SignInQuery = { redirect?: unknown };

/**
 * Single sign-on as a backend-for-frontend: `/veryconnect-auth` starts the authorization code
 * flow (PKCE S256, state, nonce) bound to a single-use HttpOnly transaction; `/signin-oidc`
 * checks it, exchanges the code, keeps the tokens server-side and starts a fresh session.
 */
export default async function oidcRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { oidc, config, sessions, db, users, secondFactors, clock } = services;
  if (!oidc) return;
  const callbackPath = new URL(oidc.settings.redirectUri).pathname;
  const transactionCookie = (state: string) =>
    `${config.COOKIE_SECURE ? '__Secure-' : ''}society_oidc.${state}`;
  const noRefresh = { config: { sessionRefresh: false } };

  function fail(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    reason: string,
  ) {
    // The reason only: never the URL, its code or state, nor any cookie.
    request.log.warn({ reason }, 'single sign-on failed');
    return reply
      .code(status)
      .headers(AUTH_RESPONSE_HEADERS)
      .type('text/html; charset=utf-8')
      .send(signInErrorPage({ message, siteUrl: config.SITE_URL }));
  }

  app.get<{ Querystring: SignInQuery }>('/veryconnect-auth', noRefresh, async (request, reply) => {
    const remembered = typeof request.query.redirect === 'string' ? request.query.redirect : null;
    const returnTo = safeLocalPath(remembered) ?? '/';
    let configuration: client.Configuration;
    try {
      configuration = await oidc.provider.configuration();
    } catch (error) {
      const reason = error instanceof OidcDiscoveryError ? error.reason : 'discovery failed';
      return fail(request, reply, 503, (error as Error).message, reason);
    }
    const transaction = await oidc.transactions.begin(returnTo);
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: oidc.settings.redirectUri,
      scope: oidc.settings.scopes,
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      ...(oidc.settings.prompt ? { prompt: oidc.settings.prompt } : {}),
    });
    return reply
      .setCookie(transactionCookie(transaction.state), transaction.id, {
        path: callbackPath,
        httpOnly: true,
        secure: config.COOKIE_SECURE,
        // The provider's redirect back is a cross-site top-level GET: Strict would not send it.
        sameSite: 'lax',
        maxAge: TRANSACTION_LIFETIME_MS / 1000,
      })
      .headers(AUTH_RESPONSE_HEADERS)
      .redirect(url.href, 303);
  });

  app.get(callbackPath, noRefresh, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const states = query.getAll('state');
    if (states.length !== 1 || !isStateString(states[0]!))
      return fail(request, reply, 400, FAILED, 'state missing, repeated or malformed');
    const state = states[0]!;
    const cookieName = transactionCookie(state);
    reply.clearCookie(cookieName, { path: callbackPath, secure: config.COOKIE_SECURE });
    // No transaction for this browser and state: fail closed, before any token request.
    const transaction = await oidc.transactions.take(request.cookies[cookieName]);
    if (!transaction) return fail(request, reply, 400, FAILED, 'no transaction');
    if (!sameSecret(state, transaction.state)) return fail(request, reply, 400, FAILED, 'state mismatch');
    if (query.has('error')) return fail(request, reply, 400, REFUSED, `provider error ${query.get('error')}`);
    if (RESPONSE_PARAMETERS.some((name) => query.getAll(name).length > 1))
      return fail(request, reply, 400, FAILED, 'repeated response parameter');

    const current = new URL(oidc.settings.redirectUri);
    for (const name of RESPONSE_PARAMETERS) {
      const value = query.get(name);
      if (value !== null) current.searchParams.set(name, value);
    }
    let signedIn: {
      userId: number;
      issuer: string;
      subject: string;
      tokens: TokenAnswer;
      providerSecondFactor: boolean;
    };
    try {
      signedIn = await exchange(oidc, current, transaction);
    } catch (error) {
      if (error instanceof HttpError)
        return fail(request, reply, error.statusCode, error.message, 'identity');
      const { code, error: oauthError } = error as { code?: string; error?: string };
      return fail(
        request,
        reply,
        400,
        FAILED,
        [code, oauthError].filter(Boolean).join(' ') || 'exchange failed',
      );
    }
    const user = await users.find(signedIn.userId);
    if (!user || user.disabled)
      return fail(request, reply, 403, 'This account is disabled. Please contact the society.', 'disabled');
    // The provider's own second factor counts; otherwise an account with one here gives its code
    // next (the session waits for it), and one without signs in as with a password alone.
    const awaitsCode = !signedIn.providerSecondFactor && (await secondFactors.isEnabled(signedIn.userId));
    const session = await sessions.rotate(
      request.session,
      signedIn.userId,
      awaitsCode
        ? { pendingUntil: clock() + SECOND_FACTOR_PENDING_SECONDS * 1000 }
        : { secondFactor: signedIn.providerSecondFactor },
    );
    await oidc.tokens.save(
      session.id,
      { userId: signedIn.userId, issuer: signedIn.issuer, subject: signedIn.subject },
      {
        access_token: signedIn.tokens.access_token,
        ...(signedIn.tokens.refresh_token ? { refresh_token: signedIn.tokens.refresh_token } : {}),
        ...(signedIn.tokens.id_token ? { id_token: signedIn.tokens.id_token } : {}),
        ...(signedIn.tokens.scope ? { scope: signedIn.tokens.scope } : {}),
      },
      signedIn.tokens.expires_in,
    );
    // A sign-in waiting for its code is noted when the code is given.
    if (!awaitsCode) await noteSignIn(db, signedIn.userId, 'single-sign-on');
    request.log.info({ userId: signedIn.userId }, 'signed in with single sign-on');
    const returnTo = safeLocalPath(transaction.returnTo) ?? '/';
    return reply
      .issueSession(session)
      .headers(AUTH_RESPONSE_HEADERS)
      .redirect(
        awaitsCode ? `${SECOND_FACTOR_PAGE}?redirect=${encodeURIComponent(returnTo)}` : returnTo,
        303,
      );
  });

  type TokenAnswer = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

  /** The code for tokens (state, iss, PKCE and nonce checked by openid-client), then the local user. */
  async function exchange(
    services: OidcServices,
    current: URL,
    transaction: { state: string; nonce: string; codeVerifier: string },
  ) {
    const configuration = await services.provider.configuration();
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...tokens.claims() };
    if (typeof claims.email !== 'string')
      claims = {
        ...(await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))),
        ...claims,
      };
    const member = memberClaims(claims, config.OIDC_SCOPES_CLAIM);
    const issuer = configuration.serverMetadata().issuer;
    const userId = await userForIdentity(db, issuer, member);
    const providerSecondFactor = providerGaveSecondFactor(tokens.claims() ?? {}, {
      amr: config.OIDC_SECOND_FACTOR_AMR,
      acr: config.OIDC_SECOND_FACTOR_ACR,
    });
    return { userId, issuer, subject: member.sub, tokens, providerSecondFactor };
  }
}
