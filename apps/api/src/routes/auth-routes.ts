import { SECOND_FACTOR_PENDING_SECONDS } from '@society/contract/second-factor';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { endProviderSession } from '../oidc/end-provider-session.ts';
import { AUTH_RESPONSE_HEADERS } from '../oidc/sign-in-error-page.ts';
import { noteSignIn } from '../users/note-sign-in.ts';
import { decoyHash, verifyPassword } from '../users/password.ts';
import { findUserByEmail } from '../users/user-repository.ts';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

type LoginBody = { email?: unknown; password?: unknown; remember?: unknown };

const loginSchema = {
  body: {
    type: 'object',
    properties: { email: {}, password: {}, remember: { type: 'boolean' } },
    additionalProperties: true,
    maxProperties: 10,
  },
  response: {
    204: { type: 'null' },
    // The account has a second factor: the session waits for it (`POST /two-factor-challenge`).
    200: { type: 'object', required: ['two_factor'], properties: { two_factor: { type: 'boolean' } } },
  },
} as const;

function validateLogin(body: LoginBody): { email: string; password: string } {
  const errors: Record<string, string[]> = {};
  if (typeof body.email !== 'string' || body.email.trim() === '')
    errors.email = ['The email field is required.'];
  else if (body.email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())) {
    errors.email = ['The email field must be a valid email address.'];
  }
  if (typeof body.password !== 'string' || body.password === '')
    errors.password = ['The password field is required.'];
  else if (body.password.length > 1024)
    errors.password = ['The password field must not be greater than 1024 characters.'];
  if (Object.keys(errors).length > 0) throw HttpError.validation(errors);
  return { email: (body.email as string).trim(), password: body.password as string };
}

/** `POST /login` and `POST /logout`, with Laravel's status codes and bodies. */
export default async function authRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { sessions, signInThrottle, db, oidc, secondFactors, clock } = services;

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, async (request, reply) => {
    const { email, password } = validateLogin(request.body);
    const user = await findUserByEmail(db, email);
    await signInThrottle.check(email, request.ip, user?.id);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !valid || user.disabled) {
      await signInThrottle.failed(email, request.ip);
      throw HttpError.validation({ email: [BAD_CREDENTIALS] });
    }

    await signInThrottle.succeeded(email, request.ip, user.id);
    if (await secondFactors.isEnabled(user.id)) {
      const pendingUntil = clock() + SECOND_FACTOR_PENDING_SECONDS * 1000;
      const pending = await sessions.rotate(request.session, user.id, { pendingUntil });
      return reply.issueSession(pending).code(200).send({ two_factor: true });
    }
    await noteSignIn(db, user.id, 'password');
    const session = await sessions.rotate(request.session, user.id);
    return reply.issueSession(session).code(204).send();
  });

  const logoutSchema = {
    response: {
      204: { type: 'null' },
      200: { type: 'object', required: ['redirect'], properties: { redirect: { type: 'string' } } },
    },
  } as const;

  /**
   * Ends the session (204) and expires its cookies. A single sign-on session also has its refresh
   * token revoked at the provider, and the answer (200) names the provider's end-session address
   * to go to next.
   */
  app.post('/logout', { schema: logoutSchema }, async (request, reply) => {
    // A sign-in waiting for its code may be abandoned too.
    if (!request.session?.userId && !request.session?.pendingUserId) throw HttpError.unauthenticated();
    const providerTokens = oidc ? await oidc.tokens.tokensOf(request.session.id) : null;
    oidc?.tokens.forget(request.session.id);
    // No guest session takes its place: a signed-out browser keeps no XSRF cookie, so its pages
    // do not ask the api who is signed in (the next sign-in fetches a new token first).
    await sessions.destroy(request.session.id);
    reply.forgetSession();
    if (!oidc || !providerTokens) return reply.code(204).send();
    const redirect = await endProviderSession(oidc, providerTokens, request.log);
    return redirect
      ? reply.code(200).headers(AUTH_RESPONSE_HEADERS).send({ redirect })
      : reply.code(204).send();
  });
}
