import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';

/** `GET /sanctum/csrf-cookie`: primes a (guest) session and the readable XSRF-TOKEN cookie. */
export default async function sanctumRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  app.get(
    '/sanctum/csrf-cookie',
    { schema: { response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      const session = request.session ?? (await services.sessions.create(null));
      return reply.issueSession(session).code(204).send();
    },
  );
}
