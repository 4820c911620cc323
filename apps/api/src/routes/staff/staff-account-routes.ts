import type { Scope } from '@society/contract/scopes';
import { staffAccountPageSchema } from '@society/contract/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { actorOf } from '../../audit/actor-of.ts';
import { requireUser } from '../../http/require-user.ts';
import {
  changeScope,
  endAccountSessions,
  sendResetLink,
  setAccountDisabled,
} from '../../staff/account-actions.ts';
import { inviteAccount } from '../../staff/invite-account.ts';
import { type AccountQuery, listAccounts } from '../../staff/list-accounts.ts';
import { idParams } from '../member/member-schemas.ts';
import { responseSchema } from '../records/response-schema.ts';
import { email } from '../subscriptions/subscription-schemas.ts';
import { noContent, paging, scopeParam, searchText } from './staff-schemas.ts';

type IdParams = { Params: { id: number } };
type ScopeParams = { Params: { id: number; scope: Scope } };

const scopeParams = {
  type: 'object',
  required: ['id', 'scope'],
  properties: { ...idParams.properties, scope: scopeParam },
} as const;

const newAccountBody = {
  type: 'object',
  required: ['name', 'email'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    email,
    scopes: { type: 'array', items: scopeParam, maxItems: 10, default: [] },
  },
} as const;

/** Members and accounts (registered behind the `staff` scope check); every change is audited. */
export default async function staffAccountRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, clock, config, sessions } = services;
  const actor = (request: FastifyRequest) => actorOf(requireUser(request));

  app.get<{ Querystring: AccountQuery }>(
    '/api/staff/accounts',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { q: searchText, scope: scopeParam, ...paging },
        },
        response: { 200: responseSchema(staffAccountPageSchema) },
      },
    },
    async (request) => listAccounts(db, request.query),
  );

  app.post<{ Body: { name: string; email: string; scopes: Scope[] } }>(
    '/api/staff/accounts',
    {
      schema: {
        body: newAccountBody,
        response: { 201: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
      },
    },
    async (request, reply) => {
      const user = await inviteAccount(db, clock, config.SITE_URL, actor(request), request.body);
      return reply.code(201).send({ id: user.id });
    },
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post<IdParams>(
      `/api/staff/accounts/:id/${verb}`,
      { schema: { params: idParams, response: noContent } },
      async (request, reply) => {
        await setAccountDisabled(db, actor(request), request.params.id, disabled);
        return reply.code(204).send();
      },
    );
  }

  app.put<ScopeParams>(
    '/api/staff/accounts/:id/scopes/:scope',
    { schema: { params: scopeParams, response: noContent } },
    async (request, reply) => {
      await changeScope(db, actor(request), request.params.id, request.params.scope, true);
      return reply.code(204).send();
    },
  );

  app.delete<ScopeParams>(
    '/api/staff/accounts/:id/scopes/:scope',
    { schema: { params: scopeParams, response: noContent } },
    async (request, reply) => {
      await changeScope(db, actor(request), request.params.id, request.params.scope, false);
      return reply.code(204).send();
    },
  );

  app.post<IdParams>(
    '/api/staff/accounts/:id/sign-out-everywhere',
    { schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      await endAccountSessions(db, actor(request), request.params.id);
      // The rows are gone; this tells every instance's session cache.
      await sessions.destroyAllFor(request.params.id);
      return reply.code(204).send();
    },
  );

  app.post<IdParams>(
    '/api/staff/accounts/:id/password-reset',
    { schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      await sendResetLink(db, clock, config.SITE_URL, actor(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
