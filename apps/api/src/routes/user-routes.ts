import { userSchema } from '@society/contract/user';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/require-user.ts';
import { publicUser } from '../users/user-repository.ts';
import { responseSchema } from './records/response-schema.ts';

/** The user's answer, serialised by the shared contract's schema (the web parses with the same). */
export const userResponse = responseSchema(userSchema);

/** `GET /api/user`: the whole body is the signed-in user (already loaded with the session). */
export default async function userRoutes(app: FastifyInstance) {
  app.get('/api/user', { schema: { response: { 200: userResponse } } }, async (request) =>
    publicUser(requireUser(request)),
  );
}
