import { users } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { requireUserId } from '../http/require-user.ts';
import { sameSecret } from '../http/same-secret.ts';
import { hashPassword, verifyPassword } from '../users/password.ts';
import { findUserById } from '../users/user-repository.ts';
import { userAnswer, userResponse } from './user-routes.ts';

type PasswordChange = { current_password: string; password: string; password_confirmation: string };

/** The member's own profile: name, password, and signing out of every device. */
export default async function profileRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { db, sessions, users: userCache } = services;

  app.patch<{ Body: { name: string } }>(
    '/api/user',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const [user] = await db
        .update(users)
        .set({ name: request.body.name.trim(), updatedAt: new Date() })
        .where(eq(users.id, requireUserId(request)))
        .returning();
      userCache.evict(user!.id);
      return userAnswer(request, user!);
    },
  );

  app.put<{ Body: PasswordChange }>(
    '/api/user/password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['current_password', 'password', 'password_confirmation'],
          properties: {
            current_password: { type: 'string', maxLength: 1024 },
            password: { type: 'string', minLength: 12, maxLength: 1024 },
            password_confirmation: { type: 'string', maxLength: 1024 },
          },
        },
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const user = await findUserById(db, requireUserId(request));
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, request.body.current_password))) {
        throw HttpError.validation({ current_password: ['The password is incorrect.'] });
      }
      if (!sameSecret(request.body.password, request.body.password_confirmation)) {
        throw HttpError.validation({ password: ['The password field confirmation does not match.'] });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.password), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      userCache.evict(user.id);
      // Other devices are signed out; this one continues on a fresh session.
      await sessions.destroyAllFor(user.id);
      // A second factor this session gave still counts: the password changed, not the person.
      const secondFactor = request.session?.secondFactor ?? false;
      return reply
        .issueSession(await sessions.create(user.id, { secondFactor }))
        .code(204)
        .send();
    },
  );

  app.post(
    '/api/user/sign-out-everywhere',
    { schema: { response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      await sessions.destroyAllFor(requireUserId(request));
      return reply
        .issueSession(await sessions.create(null))
        .code(204)
        .send();
    },
  );
}
