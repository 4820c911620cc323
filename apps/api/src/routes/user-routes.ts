import { userSchema } from '@society/contract/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../http/require-user.ts';
import { publicUser, type User } from '../users/user-repository.ts';
import { responseSchema } from './records/response-schema.ts';

/** The user's answer, serialised by the shared contract's schema (the web parses with the same). */
export const userResponse = responseSchema(userSchema);

/** The user as answered to this request's session, with what it still lacks for staff tools if anything. */
export const userAnswer = (request: FastifyRequest, user: User) =>
  request.secondFactorNeeded
    ? { ...publicUser(user), second_factor_needed: request.secondFactorNeeded }
    : publicUser(user);

/** `GET /api/user`: the whole body is the signed-in user (already loaded with the session). */
export default async function userRoutes(app: FastifyInstance) {
  app.get('/api/user', { schema: { response: { 200: userResponse } } }, async (request) =>
    userAnswer(request, requireUser(request)),
  );
}
