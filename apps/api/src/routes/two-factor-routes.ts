import {
  enrolmentSchema,
  recoveryCodesSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorStatusSchema,
} from '@society/contract/second-factor';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../api-services.ts';
import { HttpError } from '../http/http-error.ts';
import { needsSecondFactor, requireUser } from '../http/require-user.ts';
import { AUTH_RESPONSE_HEADERS } from '../oidc/sign-in-error-page.ts';
import {
  confirmIdentity,
  confirmRecentSignIn,
  type IdentityProof,
} from '../second-factor/confirm-identity.ts';
import { responseSchema } from './records/response-schema.ts';
import { codeSchema, identitySchema, passwordSchema } from './two-factor-schemas.ts';

/** The signed-in user's second factor: status, enrolment, recovery codes, switching it off. */
export default async function twoFactorRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { sessions, secondFactors } = services;

  app.get(
    '/api/user/two-factor',
    { schema: { response: { 200: responseSchema(secondFactorStatusSchema) } } },
    async (request) => {
      const user = requireUser(request);
      return {
        enabled: await secondFactors.isEnabled(user.id),
        required: needsSecondFactor(user),
        verified: request.session?.secondFactor ?? false,
        recovery_codes_left: await secondFactors.recoveryCodesLeft(user.id),
      };
    },
  );

  /** A new secret with its QR code; nothing changes until the first code confirms it. */
  app.post<{ Body: { password?: string } }>(
    '/api/user/two-factor',
    {
      schema: { body: passwordSchema, response: { 200: responseSchema(enrolmentSchema) } },
      // The password is asked for only long after signing in: without a body, nothing is sent.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await confirmRecentSignIn(
        secondFactors,
        user,
        request.session?.signedInAt ?? 0,
        services.clock(),
        request.body.password,
      );
      return reply
        .headers(AUTH_RESPONSE_HEADERS)
        .send(await secondFactors.startEnrolment(user.id, user.email));
    },
  );

  app.post<{ Body: { code: string } }>(
    '/api/user/two-factor/confirm',
    { schema: { body: codeSchema, response: { 200: responseSchema(recoveryCodesSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const codes = await secondFactors.confirmEnrolment(user.id, request.body.code);
      // The code just given is this session's second factor.
      if (request.session) await sessions.passSecondFactor(request.session.id);
      return reply.headers(AUTH_RESPONSE_HEADERS).send({ recovery_codes: codes });
    },
  );

  app.post<{ Body: IdentityProof }>(
    '/api/user/two-factor/recovery-codes',
    { schema: { body: identitySchema, response: { 200: responseSchema(recoveryCodesSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await secondFactors.isEnabled(user.id)))
        throw HttpError.validation({ code: [SECOND_FACTOR_MESSAGES.notEnabled] });
      await confirmIdentity(secondFactors, user, request.body);
      const codes = await secondFactors.newRecoveryCodes(user.id);
      return reply.headers(AUTH_RESPONSE_HEADERS).send({ recovery_codes: codes });
    },
  );

  /** Switching it off signs the account out everywhere, this browser included. */
  app.post<{ Body: IdentityProof }>(
    '/api/user/two-factor/disable',
    { schema: { body: identitySchema, response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await secondFactors.isEnabled(user.id)))
        throw HttpError.validation({ code: [SECOND_FACTOR_MESSAGES.notEnabled] });
      await confirmIdentity(secondFactors, user, request.body);
      await secondFactors.disable(user.id);
      await sessions.destroyAllFor(user.id);
      request.log.info({ userId: user.id }, 'second factor switched off');
      return reply.forgetSession().code(204).send();
    },
  );
}
