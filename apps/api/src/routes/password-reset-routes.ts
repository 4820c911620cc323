import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { sameSecret } from '../http/same-secret.ts';
import { mailPasswordReset, ResetGuessThrottle, resetPassword } from '../users/password-resets.ts';

const SENT = 'We have emailed your password reset link.';
const email = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
} as const;
const message = { 200: { type: 'object', properties: { message: { type: 'string' } } } } as const;

/** "Forgot password": a single-use link by e-mail, answered the same whether or not the account exists. */
export default async function passwordResetRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, limiter, sessions, config, clock, users: userCache } = services;
  const guesses = new ResetGuessThrottle(limiter);
  /** Reset mails being prepared after their answer; closing the app waits for them. */
  const mailing = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled(mailing)));

  app.post<{ Body: { email: string } }>(
    '/forgot-password',
    {
      schema: { body: { type: 'object', required: ['email'], properties: { email } }, response: message },
      // The account is looked up, and its link stored and queued in the outbox, only once the
      // answer is out: an address with an account answers as fast as one without.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const job = mailPasswordReset(db, clock, config.SITE_URL, request.body.email)
          .catch((error: Error) => request.log.error({ err: error }, 'password reset mail failed'))
          .finally(() => mailing.delete(job));
        mailing.add(job);
      },
    },
    async (request) => {
      const hit = await limiter.hit(`forgot:${request.body.email.toLowerCase()}|${request.ip}`, 60);
      if (hit.count > 3) throw HttpError.tooManyAttempts(hit.retryAfterSeconds);
      return { message: SENT };
    },
  );

  app.post<{ Body: { token: string; email: string; password: string; password_confirmation: string } }>(
    '/reset-password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'email', 'password', 'password_confirmation'],
          properties: {
            token: { type: 'string', maxLength: 200 },
            email,
            password: { type: 'string', minLength: 12, maxLength: 1024 },
            password_confirmation: { type: 'string', maxLength: 1024 },
          },
        },
        response: message,
      },
    },
    async (request) => {
      const { token, password, password_confirmation } = request.body;
      if (!sameSecret(password, password_confirmation))
        throw HttpError.validation({ password: ['The password field confirmation does not match.'] });
      await guesses.check(request.body.email, request.ip);
      const user = await resetPassword(db, clock, { email: request.body.email, token, password });
      if (!user) {
        await guesses.failed(request.body.email, request.ip);
        throw HttpError.validation({ email: ['This password reset token is invalid.'] });
      }
      userCache.evict(user.id);
      await sessions.destroyAllFor(user.id);
      return { message: 'Your password has been reset.' };
    },
  );
}
