import {
  MAX_PEDIGREE_GENERATIONS,
  PERSON_PAGE_GENERATIONS,
  pedigreeAnswerSchema,
  treeDetailSchema,
  treeListSchema,
  treePersonDetailSchema,
} from '@society/record-search';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { visibilityOf } from '../../collections/search/visibility.ts';
import { listTrees } from '../../collections/trees/list-trees.ts';
import { pedigreeAnswer } from '../../collections/trees/pedigree-answer.ts';
import { personDetail } from '../../collections/trees/person-detail.ts';
import { treeDetail } from '../../collections/trees/tree-detail.ts';
import { responseSchema } from '../records/response-schema.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * Family trees and pedigrees, public routes answering what the reader may see: members-only trees
 * are 404 to guests, and living people are withheld except from the tree's submitter and staff.
 */
export default async function treeRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { db } = services;

  app.get('/api/trees', { schema: { response: { 200: responseSchema(treeListSchema) } } }, async (request) =>
    listTrees(db, visibilityOf(request)),
  );

  app.get<{ Params: { uid: string }; Querystring: { letter?: string } }>(
    '/api/trees/:uid',
    {
      schema: {
        params: {
          type: 'object',
          required: ['uid'],
          properties: { uid: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { letter: { type: 'string', pattern: '^([A-Za-z]|#)$' } },
        },
        response: { 200: responseSchema(treeDetailSchema) },
      },
    },
    async (request) =>
      treeDetail(db, request.params.uid, request.query.letter?.toUpperCase() ?? null, visibilityOf(request)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/trees/people/:id',
    { schema: { params: idParams, response: { 200: responseSchema(treePersonDetailSchema) } } },
    async (request) => personDetail(db, request.params.id, visibilityOf(request)),
  );

  app.get<{ Params: { id: number }; Querystring: { generations?: number } }>(
    '/api/pedigrees/:id',
    {
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            generations: { type: 'integer', minimum: 2, maximum: MAX_PEDIGREE_GENERATIONS },
          },
        },
        response: { 200: responseSchema(pedigreeAnswerSchema) },
      },
    },
    async (request) =>
      pedigreeAnswer(
        db,
        request.params.id,
        request.query.generations ?? PERSON_PAGE_GENERATIONS,
        visibilityOf(request),
      ),
  );
}
