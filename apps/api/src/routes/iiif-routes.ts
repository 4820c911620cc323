import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiServices } from '../api-services.ts';
import { imageFolder } from '../collections/images/store-image.ts';
import { hiddenCollectionShown, visibilityOf } from '../collections/search/visibility.ts';
import { HttpError } from '../http/http-error.ts';

const accessRow = z.object({ access: z.enum(['public', 'members']) });
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const binary = { 200: { type: 'string', description: 'image/jpeg' } } as const;
const infoJson = {
  200: {
    type: 'object',
    additionalProperties: true,
    properties: {
      id: { type: 'string' },
      type: { type: 'string' },
      width: { type: 'integer' },
      height: { type: 'integer' },
    },
  },
} as const;

/** Scopes that may see members-only images, as for members-only records. */
const MEMBER_SCOPES = ['member', 'staff'];

/**
 * IIIF Image API 3 level-0 files of record images: `/api/iiif/{id}/info.json`, the tiles sharp made
 * (`/{region}/{size}/0/default.jpg`) and `/thumbnail.jpg`. An image of a members-only collection,
 * or marked members-only itself, answers 401 to a guest and 403 to a user without a member scope.
 */
export default async function iiifRoutes(app: FastifyInstance, { services }: { services: ApiServices }) {
  const root = services.config.IMAGES_DIR;

  async function allowedImage(request: FastifyRequest, imageId: number): Promise<'public' | 'members'> {
    const result = await services.db.execute(sql`
      SELECT CASE WHEN i.access = 'members' OR c.access = 'members' OR c.hidden THEN 'members' ELSE 'public' END AS access
      FROM images i JOIN collections c ON c.id = i.collection_id
      WHERE i.id = ${imageId} AND ${hiddenCollectionShown(visibilityOf(request), 'c')}`);
    const row = result.rows[0];
    if (!row) throw HttpError.notFound();
    const { access } = accessRow.parse(row);
    if (access === 'members') {
      if (!request.user) throw HttpError.unauthenticated();
      if (!request.user.scopes.some((scope) => MEMBER_SCOPES.includes(scope))) throw HttpError.forbidden();
    }
    return access;
  }

  const cache = (reply: FastifyReply, access: 'public' | 'members') =>
    reply.header('cache-control', access === 'public' ? 'public, max-age=86400' : 'private, max-age=3600');

  async function sendFile(reply: FastifyReply, file: string, access: 'public' | 'members') {
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw HttpError.notFound();
    return cache(reply, access)
      .type('image/jpeg')
      .header('content-length', found.size)
      .send(createReadStream(file));
  }

  app.get<{ Params: { id: number } }>(
    '/api/iiif/:id/info.json',
    { schema: { params: { type: 'object', required: ['id'], properties: { id } }, response: infoJson } },
    async (request, reply) => {
      const access = await allowedImage(request, request.params.id);
      const text = await readFile(path.join(imageFolder(root, request.params.id), 'info.json'), 'utf8').catch(
        () => null,
      );
      if (text === null) throw HttpError.notFound();
      const info = JSON.parse(text) as Record<string, unknown>;
      info.id = new URL(`/api/iiif/${request.params.id}`, services.config.SITE_URL).href;
      return cache(reply, access)
        .type('application/ld+json;profile="http://iiif.io/api/image/3/context.json"')
        .send(info);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/iiif/:id/thumbnail.jpg',
    { schema: { params: { type: 'object', required: ['id'], properties: { id } }, response: binary } },
    async (request, reply) => {
      const access = await allowedImage(request, request.params.id);
      return sendFile(reply, path.join(imageFolder(root, request.params.id), 'thumbnail.jpg'), access);
    },
  );

  app.get<{ Params: { id: number; region: string; size: string; rotation: string; quality: string } }>(
    '/api/iiif/:id/:region/:size/:rotation/:quality',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id', 'region', 'size', 'rotation', 'quality'],
          properties: {
            id,
            // Only the shapes sharp's level-0 tiles have: no path can leave the image's folder.
            region: { type: 'string', pattern: '^(full|\\d{1,6},\\d{1,6},\\d{1,6},\\d{1,6})$' },
            size: { type: 'string', pattern: '^(max|\\d{1,6},\\d{1,6})$' },
            rotation: { type: 'string', enum: ['0'] },
            quality: { type: 'string', enum: ['default.jpg'] },
          },
        },
        response: binary,
      },
    },
    async (request, reply) => {
      const { id: imageId, region, size, rotation, quality } = request.params;
      const access = await allowedImage(request, imageId);
      return sendFile(reply, path.join(imageFolder(root, imageId), region, size, rotation, quality), access);
    },
  );
}
