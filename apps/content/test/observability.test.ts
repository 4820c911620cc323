import { useTestDatabase } from '@society/db/testing';
import { startMetricsServer } from '@society/observability/metrics-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp } from '../src/app.ts';
import { createContentServices } from '../src/create-content-services.ts';
import { importRepository } from '../src/editorial/import-repository.ts';
import { contentEnvSchema } from '../src/env.ts';
import { fixtureRepository } from './support/fixture-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lines: Record<string, unknown>[] = [];
let app: Awaited<ReturnType<typeof buildContentApp>>;
let metricsUrl: string;

beforeAll(async () => {
  const database = await useTestDatabase('content');
  const config = contentEnvSchema.parse({
    CONTENT_DATABASE_URL: database.url,
    CONTENT_EDITOR_TOKEN: 'test-editor-token-0123456789',
    LOG_LEVEL: 'info',
  });
  // The fixture's documents use ad hoc types: no content model to check them against.
  const services = await createContentServices(config, { model: null });
  await importRepository(services.db, fixtureRepository(), [], null);
  app = await buildContentApp(services, {
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  const metrics = await startMetricsServer({ port: 0 });
  metricsUrl = `http://127.0.0.1:${metrics.port}/metrics`;
  afterAll(async () => {
    await metrics.close();
    await app.close();
    await services.close();
  });
});

describe('the content service', () => {
  it('keeps a well-formed request id in its answer and log lines, and replaces a bad one', async () => {
    const good = await app.inject({ url: '/api/v2', headers: { 'x-request-id': 'web-1b2c3d' } });
    expect(good.headers['x-request-id']).toBe('web-1b2c3d');
    expect(lines.filter((line) => line.reqId === 'web-1b2c3d').map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    const bad = await app.inject({ url: '/api/v2', headers: { 'x-request-id': 'a\u00e9b' } });
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });

  it('reports requests by route, the answer and snapshot caches and its pool', async () => {
    const { refs } = (await app.inject({ url: '/api/v2' })).json() as { refs: { ref: string }[] };
    const search = `/api/v2/documents/search?ref=${refs[0]!.ref}&q=${encodeURIComponent('[[at(document.type,"page")]]')}`;
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: search })).statusCode).toBe(200);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /society_http_requests_total\{service="content",method="GET",route="\/api\/v2\/documents\/search",status_code="200"\} 3/,
    );
    expect(text).toMatch(/society_cache_lookups_total\{cache="content_answers",result="miss"\} 1/);
    expect(text).toMatch(/society_cache_lookups_total\{cache="content_answers",result="hit"\} 2/);
    expect(text).toMatch(
      /society_cache_lookups_total\{cache="content_snapshots",result="(hit|miss)"\} [1-9]/,
    );
    expect(text).toMatch(/society_db_pool_connections\{service="content",pool="main",state="idle"\} \d+/);
  });
});
