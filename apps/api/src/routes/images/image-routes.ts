import { imageDetailSchema, imageGallerySchema } from '@society/record-search';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { downloadImage } from '../../collections/gallery/download-image.ts';
import { imageDetail, type Reader } from '../../collections/gallery/image-detail.ts';
import { type GalleryFilter, listImages } from '../../collections/gallery/list-images.ts';
import { visibilityOf } from '../../collections/search/visibility.ts';
import { responseSchema } from '../records/response-schema.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const readerOf = (request: FastifyRequest): Reader => ({
  visibility: visibilityOf(request),
  signedIn: request.user !== undefined && request.user !== null,
});

/**
 * The image gallery and viewer's data: the list with filters, one image with its set, and the
 * whole image as a download. Members-only images answer 401/403 like their tiles.
 */
export default async function imageRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const { db } = services;

  app.get<{ Querystring: Partial<GalleryFilter> }>(
    '/api/images',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            collection: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 },
            side: { type: 'string', enum: ['front', 'back', 'page'] },
            q: { type: 'string', maxLength: 80 },
            page: { type: 'integer', minimum: 1, maximum: 10000 },
          },
        },
        response: { 200: responseSchema(imageGallerySchema) },
      },
    },
    async (request) =>
      listImages(db, { ...request.query, page: request.query.page ?? 1 }, visibilityOf(request)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/images/:id',
    { schema: { params: idParams, response: { 200: responseSchema(imageDetailSchema) } } },
    async (request, reply) => {
      const detail = await imageDetail(db, request.params.id, readerOf(request));
      return reply.header('cache-control', 'private, no-store').send(detail);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/images/:id/download',
    { schema: { params: idParams, response: { 200: { type: 'string', description: 'image/jpeg' } } } },
    async (request, reply) => {
      const { jpeg, filename, access } = await downloadImage(
        db,
        services.config.IMAGES_DIR,
        request.params.id,
        readerOf(request),
      );
      return reply
        .type('image/jpeg')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', access === 'public' ? 'public, max-age=86400' : 'private, no-store')
        .send(jpeg);
    },
  );
}
