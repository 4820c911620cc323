import {
  MAIL_STATES,
  outboxMessageSchema,
  outboxPageSchema,
  smtpTestResultSchema,
} from '@society/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { actorOf } from '../../audit/actor-of.ts';
import { requireUser } from '../../http/require-user.ts';
import { listOutbox, type OutboxQuery, retryMail } from '../../mail/outbox-admin.ts';
import { sendTestMail } from '../../mail/send-test-mail.ts';
import { idParams } from '../member/member-schemas.ts';
import { responseSchema } from '../records/response-schema.ts';
import { email } from '../subscriptions/subscription-schemas.ts';
import { paging, searchText } from './staff-schemas.ts';

/** The outbox: messages and their state, retrying one, and a test of the SMTP settings (staff only). */
export default async function staffMailRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { db, config } = services;

  app.get<{ Querystring: OutboxQuery }>(
    '/api/staff/mail',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { state: { type: 'string', enum: [...MAIL_STATES] }, q: searchText, ...paging },
        },
        response: { 200: responseSchema(outboxPageSchema) },
      },
    },
    async (request) => listOutbox(db, request.query, Boolean(config.SMTP_URL)),
  );

  app.post<{ Params: { id: number } }>(
    '/api/staff/mail/:id/retry',
    { schema: { params: idParams, response: { 200: responseSchema(outboxMessageSchema) } } },
    async (request) => retryMail(db, actorOf(requireUser(request)), request.params.id),
  );

  app.post<{ Body: { to: string } }>(
    '/api/staff/mail/test',
    {
      schema: {
        body: { type: 'object', required: ['to'], additionalProperties: false, properties: { to: email } },
        response: { 200: responseSchema(smtpTestResultSchema) },
      },
    },
    async (request) =>
      sendTestMail(
        db,
        { url: config.SMTP_URL, from: config.MAIL_FROM },
        actorOf(requireUser(request)),
        request.body.to,
      ),
  );
}
