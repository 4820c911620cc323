// The services outlive a database restart: their health says when the database is away, and once
// it is back they serve again and follow changes (LISTEN) without being restarted themselves.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApiApp } from '@society/api/app';
import { apiEnvSchema } from '@society/api/env';
import { createApiServices } from '@society/api/services';
import { buildContentApp } from '@society/content/app';
import { contentEnvSchema } from '@society/content/env';
import { createContentServices } from '@society/content/services';
import { prepareDatabases } from '@society/db';
import { type RunningPostgres, startEmbeddedPostgres } from '@society/db/embedded';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let dataDir: string;
let server: RunningPostgres;
let api: Awaited<ReturnType<typeof buildApiApp>>;
let content: Awaited<ReturnType<typeof buildContentApp>>;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'society-db-restart-'));
  server = await startEmbeddedPostgres({ dataDir, durable: false });
  const urls = await prepareDatabases(server.serverUrl);
  const apiServices = await createApiServices(
    apiEnvSchema.parse({
      API_DATABASE_URL: urls.api,
      SITE_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
    }),
  );
  api = await buildApiApp(apiServices);
  const contentServices = await createContentServices(
    contentEnvSchema.parse({
      CONTENT_DATABASE_URL: urls.content,
      CONTENT_EDITOR_TOKEN: 'test-editor-token-0123456789',
      CONTENT_PUBLIC_URL: 'http://127.0.0.1:1',
      LOG_LEVEL: 'silent',
    }),
  );
  content = await buildContentApp(contentServices);
  closers.push(
    () => api.close(),
    () => apiServices.close(),
    () => content.close(),
    () => contentServices.close(),
  );
}, 180_000);

afterAll(async () => {
  for (const close of closers) await close().catch(() => {});
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const get = async (app: typeof api | typeof content, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

/** The LISTEN connections open on the server, by application name. */
async function listeners(): Promise<string[]> {
  const client = new pg.Client({ connectionString: server.serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select application_name as name from pg_stat_activity where query ilike 'LISTEN %' order by 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('a database restart', () => {
  it('shows in /health while it lasts, and the services serve and listen again after it', async () => {
    expect(await get(api, '/health')).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
    expect(await get(content, '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'ok' },
    });
    expect((await get(content, '/api/v2')).status).toBe(200);
    expect((await api.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).statusCode).toBe(204);
    expect(await listeners()).toEqual(['api-changes', 'content-publishes']);

    await server.stop();
    const down = { status: 200, body: { status: 'degraded', database: 'unreachable' } };
    expect(await get(api, '/health')).toEqual(down);
    expect(await get(content, '/health')).toEqual(down);
    expect((await get(api, '/ready')).status).toBe(503);
    expect((await get(content, '/ready')).status).toBe(503);

    await server.restart();
    await vi.waitFor(async () => expect((await get(api, '/ready')).status).toBe(200), {
      timeout: 30_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await get(content, '/api/v2')).status).toBe(200), {
      timeout: 30_000,
      interval: 100,
    });
    expect(await get(content, '/health')).toMatchObject({ status: 200, body: { database: 'ok' } });
    expect((await api.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await listeners()).toEqual(['api-changes', 'content-publishes']), {
      timeout: 30_000,
      interval: 100,
    });
  }, 120_000);
});
