import net, { type AddressInfo } from 'node:net';
import type { ContentModel } from '@society/content-model';
import { useTestDatabase } from '@society/db/testing';
import { afterAll } from 'vitest';
import { buildContentApp } from '../../src/app.ts';
import { createContentServices } from '../../src/create-content-services.ts';
import { importRepository } from '../../src/editorial/import-repository.ts';
import type { RepositoryBundle } from '../../src/editorial/repository-bundle.ts';
import { type ContentConfig, contentEnvSchema } from '../../src/env.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const EDITOR_TOKEN = 'test-editor-token-0123456789';
/** The Content API token that reads releases and members-only documents, as the site's server does. */
export const ACCESS_TOKEN = 'test-access-token-9876543210';

export type ContentTestServer = {
  origin: string;
  endpoint: string;
  config: ContentConfig;
  services: Awaited<ReturnType<typeof createContentServices>>;
  app: Awaited<ReturnType<typeof buildContentApp>>;
  editor(method: string, path: string, body?: unknown): Promise<Response>;
};

/**
 * A content service on a random port over a fresh database holding `bundle`; closed after the file.
 * Documents are checked against `model` (none by default: the fixtures use ad hoc types).
 */
export async function startContentTestServer(
  bundle: RepositoryBundle,
  env: Record<string, string> = {},
  model: ContentModel | null = null,
): Promise<ContentTestServer> {
  const database = await useTestDatabase('content');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = contentEnvSchema.parse({
    CONTENT_DATABASE_URL: database.url,
    CONTENT_EDITOR_TOKEN: EDITOR_TOKEN,
    CONTENT_ACCESS_TOKEN: ACCESS_TOKEN,
    CONTENT_PUBLIC_URL: origin,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const services = await createContentServices(config, { model });
  await importRepository(services.db, bundle, [], model);
  const app = await buildContentApp(services);
  await app.listen({ host: '127.0.0.1', port });
  afterAll(async () => {
    await app.close();
    await services.close();
  });
  return {
    origin,
    endpoint: `${origin}/api/v2`,
    config,
    services,
    app,
    editor: (method, path, body) =>
      fetch(`${origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${EDITOR_TOKEN}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}
