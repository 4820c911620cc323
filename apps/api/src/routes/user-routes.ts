import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { findUserById, publicUser } from '../users/user-repository.ts';

const userSchema = {
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

/** `GET /api/user`: the whole body is the signed-in user. */
export default async function userRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  app.get('/api/user', { schema: { response: { 200: userSchema } } }, async (request) => {
    const userId = request.session?.userId;
    const user = userId ? await findUserById(services.db, userId) : undefined;
    if (!user || user.disabled) throw HttpError.unauthenticated();
    return publicUser(user);
  });
}
