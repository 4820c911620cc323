import { SECOND_FACTOR_MESSAGES } from '@society/contract/second-factor';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { AUTH_RESPONSE_HEADERS } from '../oidc/sign-in-error-page.ts';
import type { SecondFactorProof } from '../second-factor/second-factors.ts';
import { noteSignIn } from '../users/note-sign-in.ts';
import { proofSchema } from './two-factor-schemas.ts';

/**
 * `POST /two-factor-challenge` (as Laravel Fortify's): the second step of a sign-in. The session
 * waiting for a code (after the password, or after single sign-on without the provider's own
 * second factor) becomes signed in; a signed-in session that has not given a code yet may give
 * one here too, to reach staff tools.
 */
export default async function twoFactorChallengeRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { sessions, secondFactors, users } = services;

  app.post<{ Body: SecondFactorProof }>(
    '/two-factor-challenge',
    { schema: { body: proofSchema, response: { 204: { type: 'null' } } }, config: { sessionRefresh: false } },
    async (request, reply) => {
      const session = request.session;
      const userId =
        session?.pendingUserId ?? (request.secondFactorNeeded === 'verify' ? request.user?.id : undefined);
      if (!session || userId === undefined || userId === null)
        throw HttpError.validation({ code: [SECOND_FACTOR_MESSAGES.noChallenge] });
      await secondFactors.verify(userId, request.body);
      const user = await users.find(userId);
      if (!user || user.disabled) throw HttpError.validation({ code: [SECOND_FACTOR_MESSAGES.noChallenge] });
      await sessions.passSecondFactor(session.id);
      if (session.pendingUserId) await noteSignIn(services.db, userId, 'second-factor');
      request.log.info({ userId }, 'second factor given');
      return reply.headers(AUTH_RESPONSE_HEADERS).code(204).send();
    },
  );
}
