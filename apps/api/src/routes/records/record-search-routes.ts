import {
  recordSearchAnswerSchema,
  serialiseRecordSearchQuery,
  surnameCountsAnswerSchema,
} from '@society/record-search';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { exportSearchCsv } from '../../collections/search/export-csv.ts';
import { searchRecords } from '../../collections/search/search-records.ts';
import { surnameCounts } from '../../collections/search/surname-counts.ts';
import { visibilityOf } from '../../collections/search/visibility.ts';
import { recordSearch } from '../../member/record-search.ts';
import { countSearch } from '../../statistics/count-search.ts';
import { parseSearchRequest, searchQuerystring } from './parse-search-request.ts';
import { responseSchema } from './response-schema.ts';

/**
 * `GET /api/records/search` (+ `.csv`) and `GET /api/records/surnames`: public, answered from
 * `public_name_occurrences` for guests and users without scope `member` or `staff`.
 */
export default async function recordSearchRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db } = services;

  app.get(
    '/api/records/search',
    {
      schema: { querystring: searchQuerystring, response: { 200: responseSchema(recordSearchAnswerSchema) } },
    },
    async (request) => {
      const query = parseSearchRequest(request);
      const answer = await searchRecords(db, query, visibilityOf(request));
      // The day's statistics are a by-product: a failure to count must not fail the search.
      if (query.after === undefined)
        await countSearch(db, query, answer.total.count === 0).catch((error: Error) =>
          request.log.warn({ err: error.message }, 'search statistics not counted'),
        );
      // A signed-in member's history: the first page only, without paging, so paging is one entry.
      if (request.user && query.after === undefined) {
        await recordSearch(
          db,
          request.user.id,
          serialiseRecordSearchQuery(query, { paging: false }),
          answer.total.exact ? answer.total.count : null,
        );
      }
      return answer;
    },
  );

  app.get(
    '/api/records/search.csv',
    {
      schema: {
        querystring: searchQuerystring,
        response: { 200: { type: 'string', description: 'text/csv' } },
      },
    },
    async (request, reply) => {
      const query = parseSearchRequest(request);
      const csv = await exportSearchCsv(db, query, visibilityOf(request), services.config.SITE_URL);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="records.csv"')
        .send(csv);
    },
  );

  app.get(
    '/api/records/surnames',
    {
      schema: {
        querystring: searchQuerystring,
        response: { 200: responseSchema(surnameCountsAnswerSchema) },
      },
    },
    async (request) => surnameCounts(db, parseSearchRequest(request), visibilityOf(request)),
  );
}
