import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContentServices } from '../../content-services.ts';
import {
  deleteMedia,
  describeMedia,
  listMedia,
  replaceMedia,
  uploadMedia,
} from '../../editorial/media-library.ts';
import { MAX_UPLOAD_BYTES, mediaMessages } from '../../editorial/media-rules.ts';
import { EditorialError } from '../../store/editorial-error.ts';

const uploadQuery = z.object({
  filename: z.string().min(1).max(300),
  alt: z.string().max(500).optional(),
});
const altBody = z.object({
  alt: z.string().trim().min(1, 'Describe the image for people who cannot see it.').max(500),
});
type NameParams = { Params: { name: string } };

const fileBody = (body: unknown): Buffer => {
  if (!Buffer.isBuffer(body)) throw new EditorialError('invalid', mediaMessages.type);
  return body;
};

/** The media library: upload (the file's bytes as the body), replace, describe and delete files. */
export default async function mediaRoutes(app: FastifyInstance, { services }: { services: ContentServices }) {
  const { db } = services;
  // Any declared type is read as bytes and then checked by what the bytes are.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );

  // Each file with its public address, so the studio can show it.
  app.get('/editor/assets', async () => ({
    assets: (await listMedia(db)).map((item) => ({
      ...item,
      url: `${services.config.CONTENT_PUBLIC_URL}/assets/${item.name}`,
    })),
  }));

  app.post('/editor/assets', { bodyLimit: MAX_UPLOAD_BYTES + 1 }, async (request, reply) => {
    const { filename, alt } = uploadQuery.parse(request.query);
    const name = await uploadMedia(db, filename, fileBody(request.body), alt?.trim() || null);
    return reply.code(201).send({ name, url: `/assets/${name}` });
  });

  app.put<NameParams>('/editor/assets/:name', { bodyLimit: MAX_UPLOAD_BYTES + 1 }, async (request, reply) => {
    await replaceMedia(db, request.params.name, fileBody(request.body));
    return reply.code(204).send();
  });

  app.patch<NameParams>('/editor/assets/:name', async (request, reply) => {
    await describeMedia(db, request.params.name, altBody.parse(request.body).alt);
    return reply.code(204).send();
  });

  app.delete<NameParams>('/editor/assets/:name', async (request, reply) => {
    await deleteMedia(db, request.params.name);
    return reply.code(204).send();
  });
}
