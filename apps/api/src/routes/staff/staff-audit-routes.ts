import { auditPageSchema, siteStatisticsSchema, staffOverviewSchema } from '@society/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { type AuditQuery, listAuditLog } from '../../audit/list-audit-log.ts';
import { staffOverview } from '../../staff/staff-overview.ts';
import { siteStatistics } from '../../statistics/site-statistics.ts';
import { responseSchema } from '../records/response-schema.ts';
import { day, paging, searchText } from './staff-schemas.ts';

/** The audit log, the site statistics and the console's overview (behind the `staff` scope check). */
export default async function staffAuditRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;

  app.get<{ Querystring: AuditQuery }>(
    '/api/staff/audit-log',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            actor: searchText,
            action: { type: 'string', maxLength: 100 },
            subject: { type: 'string', maxLength: 200 },
            from: day,
            to: day,
            ...paging,
          },
        },
        response: { 200: responseSchema(auditPageSchema) },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );

  app.get<{ Querystring: { days: number } }>(
    '/api/staff/statistics',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { days: { type: 'integer', minimum: 1, maximum: 366, default: 30 } },
        },
        response: { 200: responseSchema(siteStatisticsSchema) },
      },
    },
    async (request) => siteStatistics(db, request.query.days),
  );

  app.get(
    '/api/staff/overview',
    { schema: { response: { 200: responseSchema(staffOverviewSchema) } } },
    async () => staffOverview(db),
  );
}
