// One request traced across the services: the site's server (its request observer around a
// handler doing what pages do: an api read, a content query, the readiness probe) in front of the
// real api and content service, each writing its log lines into this test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApiApp } from '@society/api/app';
import { apiEnvSchema } from '@society/api/env';
import { createApiServices } from '@society/api/services';
import { buildContentApp } from '@society/content/app';
import { contentEnvSchema } from '@society/content/env';
import { createContentServices } from '@society/content/services';
import { useTestDatabase } from '@society/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

type LogLine = Record<string, unknown>;
const logs = { api: [] as LogLine[], content: [] as LogLine[], web: [] as LogLine[] };
const into = (lines: LogLine[]) => ({ write: (line: string) => void lines.push(JSON.parse(line)) });
let site: string;
let closeAll: () => Promise<void>;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const apiServices = await createApiServices(
    apiEnvSchema.parse({ API_DATABASE_URL: (await useTestDatabase('api')).url, LOG_LEVEL: 'info' }),
    { maxConnections: 2 },
  );
  const api = await buildApiApp(apiServices, { logStream: into(logs.api) });
  const contentServices = await createContentServices(
    contentEnvSchema.parse({
      CONTENT_DATABASE_URL: (await useTestDatabase('content')).url,
      CONTENT_EDITOR_TOKEN: 'trace-test-editor-token-01',
      LOG_LEVEL: 'info',
    }),
  );
  const content = await buildContentApp(contentServices, { logStream: into(logs.content) });
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const contentUrl = await content.listen({ host: '127.0.0.1', port: 0 });
  Object.assign(process.env, { API_URL: apiUrl, PRISMIC_ENDPOINT: `${contentUrl}/api/v2` });
  const { observeRequests } = await import('./observe-requests.ts');
  const { apiRead } = await import('../server/api/api-client.ts');
  const { cachedContentFetch } = await import('../server/content/cached-content-fetch.ts');
  const { siteReadiness } = await import('./site-readiness.ts');
  const page = async (_request: unknown, response: import('node:http').ServerResponse) => {
    await apiRead('/api/user', { parse: (body) => body });
    await cachedContentFetch(`${contentUrl}/api/v2`);
    await siteReadiness({ apiUrl, prismicEndpoint: `${contentUrl}/api/v2` });
    response.end('page');
  };
  const stream = new Writable({
    write: (chunk, _encoding, done) => {
      logs.web.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const web = createServer(
    observeRequests(
      (request, response) => void page(request, response),
      () => '/page',
      pino(stream),
    ),
  );
  site = await listen(web);
  closeAll = async () => {
    await new Promise((resolve) => web.close(resolve));
    await api.close();
    await content.close();
    await apiServices.close();
    await contentServices.close();
  };
});

afterAll(() => closeAll());

const idsIn = (lines: LogLine[]) => new Set(lines.map((line) => line.reqId));

describe('a request id', () => {
  it("from the proxy reaches the api and the content service and is in each service's log lines", async () => {
    const response = await fetch(site, { headers: { 'x-request-id': 'nginx-5d41402abc4b2a76' } });
    expect(await response.text()).toBe('page');
    expect(response.headers.get('x-request-id')).toBe('nginx-5d41402abc4b2a76');
    expect(idsIn(logs.web)).toContain('nginx-5d41402abc4b2a76');
    const apiLines = logs.api.filter((line) => line.reqId === 'nginx-5d41402abc4b2a76');
    expect(apiLines.map((line) => (line.req as { url: string } | undefined)?.url).filter(Boolean)).toEqual([
      '/api/user',
      '/ready',
    ]);
    const contentLines = logs.content.filter((line) => line.reqId === 'nginx-5d41402abc4b2a76');
    expect(
      contentLines.map((line) => (line.req as { url: string } | undefined)?.url).filter(Boolean),
    ).toEqual(['/api/v2', '/ready']);
  });

  it('that is malformed is replaced at the site, and the new one travels on', async () => {
    const response = await fetch(site, { headers: { 'x-request-id': 'evil\tid' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(idsIn(logs.api)).toContain(id);
    expect(idsIn(logs.content)).toContain(id);
    expect(idsIn(logs.web)).toContain(id);
  });
});
