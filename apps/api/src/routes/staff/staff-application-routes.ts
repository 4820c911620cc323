import { APPLICATION_STATUSES, membershipApplicationPageSchema } from '@society/contract/subscriptions';
import { membershipApplications } from '@society/db/api-schema';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { actorOf } from '../../audit/actor-of.ts';
import { requireUser } from '../../http/require-user.ts';
import { approveApplication, declineApplication } from '../../staff/application-decisions.ts';
import { idParams } from '../member/member-schemas.ts';
import { responseSchema } from '../records/response-schema.ts';
import { noContent } from './staff-schemas.ts';

type Query = { status?: (typeof APPLICATION_STATUSES)[number]; page: number; per_page: number };

/**
 * `GET /api/staff/membership-applications` (newest first), approving and declining them
 * (registered behind the `staff` scope check).
 */
export default async function staffApplicationRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;

  app.get<{ Querystring: Query }>(
    '/api/staff/membership-applications',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: [...APPLICATION_STATUSES] },
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
          },
        },
        response: {
          200: responseSchema(membershipApplicationPageSchema),
        },
      },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      const where = status ? eq(membershipApplications.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(membershipApplications)
          .where(where)
          .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ value: count() }).from(membershipApplications).where(where),
      ]);
      const data = rows.map((row) => ({
        id: row.id,
        option: row.optionUid,
        name: row.name,
        email: row.email,
        address: row.address,
        postcode: row.postcode,
        country: row.country,
        phone: row.phone,
        research_interests: row.researchInterests,
        heard_about: row.heardAbout,
        consented_at: row.consentedAt.toISOString(),
        status: row.status,
        created_at: row.createdAt.toISOString(),
        decided_at: row.decidedAt?.toISOString() ?? null,
        decline_message: row.declineMessage,
      }));
      return { data, total: total?.value ?? 0, page, per_page };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/staff/membership-applications/:id/approve',
    { schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      const actor = actorOf(requireUser(request));
      await approveApplication(db, services.clock, services.config.SITE_URL, actor, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { id: number }; Body: { message: string } }>(
    '/api/staff/membership-applications/:id/decline',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['message'],
          additionalProperties: false,
          properties: { message: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
        },
        response: noContent,
      },
    },
    async (request, reply) => {
      await declineApplication(db, actorOf(requireUser(request)), request.params.id, request.body.message);
      return reply.code(204).send();
    },
  );
}
