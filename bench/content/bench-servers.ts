// Child process of the content benchmark: the content service and a bare Fastify route sending
// the same bytes, so the load generator does not share an event loop with either.

import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildContentApp } from '@society/content/app';
import { contentEnvSchema } from '@society/content/env';
import { seedDemoContent } from '@society/content/seed';
import { createContentServices } from '@society/content/services';
import { openProjectDatabases } from '@society/db/embedded';
import Fastify from 'fastify';

const databases = await openProjectDatabases({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(import.meta.dirname, '../../.data/bench'),
});
await seedDemoContent(databases.urls.content);
const port = Number(process.env.BENCH_CONTENT_PORT ?? 3202);
const config = contentEnvSchema.parse({
  CONTENT_DATABASE_URL: databases.urls.content,
  CONTENT_EDITOR_TOKEN: 'bench-editor-token-0000',
  CONTENT_PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'silent',
});
const services = await createContentServices(config);
const content = await buildContentApp(services, { logger: false });
await content.listen({ host: '127.0.0.1', port });

const master = (await services.state.masterRef()).ref;
const query = new URLSearchParams({ ref: master, pageSize: '10', orderings: '[my.news_item.date desc]' });
query.append('q', '[[at(document.type, "news_item")]]');
query.set(
  'routes',
  JSON.stringify([
    { type: 'news_item', path: '/news/:uid' },
    { type: 'page', path: '/:parent?/:uid', resolvers: { parent: 'parent' } },
  ]),
);
const searchPath = `/api/v2/documents/search?${query}`;
const sample = await fetch(`http://127.0.0.1:${port}${searchPath}`);
const body = await sample.text();
const headers = Object.fromEntries(
  ['content-type', 'cache-control', 'etag'].map((name) => [name, sample.headers.get(name) ?? '']),
);

const bare = Fastify({ logger: false });
bare.get('/api/v2/documents/search', async (_request, reply) => reply.headers(headers).send(body));
await bare.listen({ host: '127.0.0.1', port: 0 });

console.log(
  JSON.stringify({
    content: `http://127.0.0.1:${port}`,
    bare: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`,
    searchPath,
    bytes: body.length,
  }),
);
process.on('SIGTERM', async () => {
  await Promise.all([content.close(), bare.close()]);
  await services.close();
  await databases.stop();
  process.exit(0);
});
