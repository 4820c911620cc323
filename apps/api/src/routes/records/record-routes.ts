import {
  collectionDetailSchema,
  collectionListSchema,
  placeLookupSchema,
  recordDetailSchema,
} from '@society/record-search';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { collectionDetail, listCollections } from '../../collections/browse/list-collections.ts';
import { recordDetail } from '../../collections/browse/record-detail.ts';
import { lookupPlaces } from '../../collections/places/lookup-places.ts';
import { visibilityOf } from '../../collections/search/visibility.ts';
import { responseSchema } from './response-schema.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** Record detail, collections (list, one with A–Z surnames) and place lookup; 404 for what a reader may not see. */
export default async function recordRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { db } = services;

  app.get<{ Params: { id: number } }>(
    '/api/records/:id',
    { schema: { params: idParams, response: { 200: responseSchema(recordDetailSchema) } } },
    async (request) => recordDetail(db, request.params.id, visibilityOf(request)),
  );

  app.get(
    '/api/collections',
    { schema: { response: { 200: responseSchema(collectionListSchema) } } },
    async (request) => listCollections(db, visibilityOf(request)),
  );

  app.get<{ Params: { uid: string }; Querystring: { letter?: string } }>(
    '/api/collections/:uid',
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
          properties: { letter: { type: 'string', pattern: '^[A-Za-z]$' } },
        },
        response: { 200: responseSchema(collectionDetailSchema) },
      },
    },
    async (request) =>
      collectionDetail(
        db,
        request.params.uid,
        request.query.letter?.toUpperCase() ?? null,
        visibilityOf(request),
      ),
  );

  app.get<{ Querystring: { name: string } }>(
    '/api/places',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 2, maxLength: 80 } },
        },
        response: { 200: responseSchema(placeLookupSchema) },
      },
    },
    async (request) => lookupPlaces(db, request.query.name),
  );
}
