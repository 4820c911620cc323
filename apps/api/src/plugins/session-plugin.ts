import { sessionCookieName, XSRF_COOKIE } from '@society/contract/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { needsSecondFactor } from '../http/require-user.ts';
import { sameSecret } from '../http/same-secret.ts';
import type { Session } from '../sessions/session-store.ts';
import type { User } from '../users/user-repository.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** The signed-in user, read fresh (see UserCache); null for guests and disabled accounts. */
    user: User | null;
    /**
     * What the signed-in user still lacks for staff tools and the studio: `enrol` (no
     * authenticator yet) or `verify` (this session has not given a code); null when nothing
     * (the session passed a second factor, or the user's scopes need none).
     */
    secondFactorNeeded: 'enrol' | 'verify' | null;
  }
  interface FastifyReply {
    issueSession(session: Session): FastifyReply;
    /** Expires the session and XSRF cookies: nothing is left for a page to ask about. */
    forgetSession(): FastifyReply;
  }
  interface FastifyContextConfig {
    /** false: do not refresh (or abort on) a single sign-on session's tokens here (sign-in routes). */
    sessionRefresh?: boolean;
  }
}

/**
 * Loads the session named by the cookie and its user, and guards every unsafe method: the browser
 * must say the request comes from an allowed origin, and `X-XSRF-TOKEN` must echo the session's token.
 */
async function sessionPlugin(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { config, sessions, users, clock, oidc, secondFactors } = services;
  const allowedOrigins = new Set([new URL(config.SITE_URL).origin, ...config.CORS_ORIGINS]);
  const cookieName = sessionCookieName(config.COOKIE_SECURE);

  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('secondFactorNeeded', null);
  app.decorateReply('issueSession', function (this: FastifyReply, session: Session) {
    const options = {
      path: '/',
      sameSite: 'lax',
      secure: config.COOKIE_SECURE,
      maxAge: Math.max(0, Math.floor((session.endsAt - clock()) / 1000)),
    } as const;
    return this.setCookie(cookieName, session.id, { ...options, httpOnly: true }).setCookie(
      XSRF_COOKIE,
      session.csrfToken,
      { ...options, httpOnly: false },
    );
  });

  app.decorateReply('forgetSession', function (this: FastifyReply) {
    const options = { path: '/', sameSite: 'lax', secure: config.COOKIE_SECURE } as const;
    return this.clearCookie(cookieName, { ...options, httpOnly: true }).clearCookie(XSRF_COOKIE, {
      ...options,
      httpOnly: false,
    });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    // An access token of the provider: no cookie session, so no CSRF to guard against.
    const authorization = request.headers.authorization;
    if (oidc && authorization !== undefined) {
      const user = await users.find(await oidc.bearer.userId(authorization));
      if (!user || user.disabled) throw HttpError.unauthenticated();
      request.user = user;
      // A bearer token carries no session that passed a second factor: no staff tools with one.
      if (needsSecondFactor(user))
        request.secondFactorNeeded = (await secondFactors.isEnabled(user.id)) ? 'verify' : 'enrol';
      return;
    }
    request.session = await sessions.find(request.cookies[cookieName]);
    if (oidc && request.session?.userId && request.routeOptions.config.sessionRefresh !== false)
      await oidc.tokens.ensureFresh(request.session.id);
    const userId = request.session?.userId;
    if (userId) {
      const user = await users.find(userId);
      request.user = user && !user.disabled ? user : null;
      if (request.user && needsSecondFactor(request.user) && !request.session?.secondFactor)
        request.secondFactorNeeded = (await secondFactors.isEnabled(userId)) ? 'verify' : 'enrol';
    }
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin ? !allowedOrigins.has(origin) : fetchSite === 'cross-site') throw HttpError.csrfMismatch();
    const given = request.headers['x-xsrf-token'];
    if (
      !request.session ||
      typeof given !== 'string' ||
      !sameSecret(safeDecode(given), request.session.csrfToken)
    )
      throw HttpError.csrfMismatch();
  });
}

/** Laravel's clients send the cookie's value as read, still URL-encoded. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export default fp(sessionPlugin, { name: 'session' });
