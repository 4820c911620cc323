import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContentServices } from '../../content-services.ts';
import { assetNamePattern } from '../../editorial/asset-types.ts';
import { exportRepository } from '../../editorial/export-repository.ts';
import { importRepository } from '../../editorial/import-repository.ts';
import { repositoryBundleSchema } from '../../editorial/repository-bundle.ts';
import { afterPublish } from './publish-and-notify.ts';

const transferSchema = repositoryBundleSchema.extend({
  assets: z.array(z.object({ name: z.string().regex(assetNamePattern), base64: z.string() })).default([]),
});

/** The whole repository as one JSON document, the same content `npm run content -- export` writes. */
export default async function transferRoutes(
  app: FastifyInstance,
  { services }: { services: ContentServices },
) {
  app.get('/editor/export', async () => {
    const { bundle, assets } = await exportRepository(services.db);
    return { ...bundle, assets: assets.map((a) => ({ name: a.name, base64: a.bytes.toString('base64') })) };
  });

  app.post('/editor/import', { bodyLimit: 100 * 1024 * 1024 }, async (request) => {
    const { assets, ...bundle } = transferSchema.parse(request.body);
    const files = assets.map((a) => ({ name: a.name, bytes: Buffer.from(a.base64, 'base64') }));
    const summary = await importRepository(services.db, bundle, files, services.model);
    const published = summary.ref
      ? { ref: summary.ref, publicationId: 0, documentIds: summary.documentIds }
      : null;
    afterPublish(services, published, request.log);
    services.state.invalidate();
    return summary;
  });
}
