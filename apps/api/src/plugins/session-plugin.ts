import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import type { Session } from '../sessions/session-store.ts';

export const SESSION_COOKIE = 'society_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyReply {
    issueSession(session: Session): FastifyReply;
  }
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Loads the session named by the cookie, and guards every unsafe method: the browser must say
 * the request comes from an allowed origin, and `X-XSRF-TOKEN` must echo the session's token.
 */
async function sessionPlugin(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { config, sessions } = services;
  const allowedOrigins = new Set([new URL(config.SITE_URL).origin, ...config.CORS_ORIGINS]);
  const maxAge = config.SESSION_LIFETIME_MINUTES * 60;
  const cookieOptions = { path: '/', sameSite: 'lax', secure: config.COOKIE_SECURE, maxAge } as const;

  app.decorateRequest('session', null);
  app.decorateReply('issueSession', function (this: FastifyReply, session: Session) {
    return this.setCookie(SESSION_COOKIE, session.id, { ...cookieOptions, httpOnly: true }).setCookie(
      XSRF_COOKIE,
      session.csrfToken,
      { ...cookieOptions, httpOnly: false },
    );
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.session = await sessions.find(request.cookies[SESSION_COOKIE]);
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin ? !allowedOrigins.has(origin) : fetchSite === 'cross-site') throw HttpError.csrfMismatch();
    const given = request.headers['x-xsrf-token'];
    if (
      !request.session ||
      typeof given !== 'string' ||
      !sameToken(decodeURIComponent(given), request.session.csrfToken)
    ) {
      throw HttpError.csrfMismatch();
    }
  });
}

export default fp(sessionPlugin, { name: 'session' });
