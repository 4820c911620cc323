import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/require-user.ts';
import { publicUser } from '../users/user-repository.ts';

export const userSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'scope'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    scope: { type: 'array', items: { type: 'string' } },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;

/** `GET /api/user`: the whole body is the signed-in user (already loaded with the session). */
export default async function userRoutes(app: FastifyInstance) {
  app.get('/api/user', { schema: { response: { 200: userSchema } } }, async (request) =>
    publicUser(requireUser(request)),
  );
}
