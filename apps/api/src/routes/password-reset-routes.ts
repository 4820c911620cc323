import { passwordResets } from '@society/db/api-schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { sameSecret } from '../http/same-secret.ts';
import { newSecretToken, tokenHash } from '../http/secret-token.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { findUserByEmail, setPassword } from '../users/user-repository.ts';

const RESET_LIFETIME_MS = 60 * 60_000;
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
  const { db, limiter, sessions, config, users: userCache } = services;

  app.post<{ Body: { email: string } }>(
    '/forgot-password',
    { schema: { body: { type: 'object', required: ['email'], properties: { email } }, response: message } },
    async (request) => {
      const hit = await limiter.hit(`forgot:${request.body.email.toLowerCase()}|${request.ip}`, 60);
      if (hit.count > 3) throw HttpError.tooManyAttempts(hit.retryAfterSeconds);
      const user = await findUserByEmail(db, request.body.email);
      if (user && !user.disabled) {
        const token = newSecretToken();
        const link = new URL('/reset-password', config.SITE_URL);
        link.searchParams.set('token', token);
        link.searchParams.set('email', user.email);
        await db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            tokenHash: tokenHash(token),
            userId: user.id,
            expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
          });
          await enqueueMail(tx, {
            to: user.email,
            subject: 'Reset your password',
            text: `Hello ${user.name},\n\nUse this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
          });
        });
      }
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
      const user = await findUserByEmail(db, request.body.email);
      const invalid = () => HttpError.validation({ email: ['This password reset token is invalid.'] });
      if (!user) throw invalid();
      const [used] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash(token)),
            eq(passwordResets.userId, user.id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!used) throw invalid();
      await setPassword(db, user.email, password);
      userCache.evict(user.id);
      await sessions.destroyAllFor(user.id);
      return { message: 'Your password has been reset.' };
    },
  );
}
