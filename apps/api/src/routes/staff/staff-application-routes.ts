import { membershipApplicationPageSchema } from '@society/contract/subscriptions';
import { membershipApplications } from '@society/db/api-schema';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { responseSchema } from '../records/response-schema.ts';

type Query = { status?: 'new'; page: number; per_page: number };

/** `GET /api/staff/membership-applications`: newest first (registered behind the `staff` scope check). */
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
            status: { type: 'string', enum: ['new'] },
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
      }));
      return { data, total: total?.value ?? 0, page, per_page };
    },
  );
}
