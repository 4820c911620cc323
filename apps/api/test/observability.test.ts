import { startMetricsServer } from '@society/observability/metrics-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { buildTestApi, signIn, type TestApi } from './api-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lines: Record<string, unknown>[] = [];
let api: TestApi;
let metricsUrl: string;

beforeAll(async () => {
  api = await buildTestApi({ logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  const metrics = await startMetricsServer({ port: 0 });
  afterAll(() => metrics.close());
  metricsUrl = `http://127.0.0.1:${metrics.port}/metrics`;
  await createUser(api.services.db, {
    email: 'ada@example.org',
    name: 'Ada',
    password: 'ada password 1',
    scopes: ['member'],
  });
});

const logLinesOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('request ids', () => {
  it('takes a well-formed X-Request-Id, answers it and writes it in every log line of the request', async () => {
    const response = await api.app.inject({
      url: '/health',
      headers: { 'x-request-id': 'edge-4f2a.91:b_7' },
    });
    expect(response.headers['x-request-id']).toBe('edge-4f2a.91:b_7');
    const logged = logLinesOf('edge-4f2a.91:b_7');
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces a malformed or over-long id with a new one, and makes one up when there is none', async () => {
    for (const bad of ['two words', 'x'.repeat(129), 'id"}{"level":60', '']) {
      const response = await api.app.inject({ url: '/health', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(lines.some((line) => line.reqId === bad)).toBe(false);
    }
    const none = await api.app.inject({ url: '/health' });
    expect(none.headers['x-request-id']).toMatch(UUID);
    expect(logLinesOf(none.headers['x-request-id'] as string)).toHaveLength(2);
  });

  it('is answered on refusals and errors too', async () => {
    const refused = await api.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['x-request-id']).toBe('refused-1');
  });
});

describe('metrics', () => {
  it('count requests by route pattern, and report pools, caches and the mail queue', async () => {
    const ada = await signIn(api, 'ada@example.org', 'ada password 1');
    // Signing in may read the user too: count from here.
    const userReads = async () =>
      Number(
        /society_http_requests_total\{service="api",method="GET",route="\/api\/user",status_code="200"\} (\d+)/.exec(
          await (await fetch(metricsUrl)).text(),
        )?.[1] ?? 0,
      );
    const before = await userReads();
    for (let i = 0; i < 3; i++) expect((await ada('GET', '/api/user')).statusCode).toBe(200);
    expect((await userReads()) - before).toBe(3);
    await api.app.inject({ url: '/api/records/no-such-record-42' });
    await api.app.inject({ url: '/no/such/path/9f8e7d' });
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /society_http_requests_total\{service="api",method="GET",route="\/api\/records\/:id",status_code="\d+"\} 1/,
    );
    expect(text).toMatch(
      /society_http_requests_total\{service="api",method="GET",route="unmatched",status_code="404"\} 1/,
    );
    expect(text).not.toContain('9f8e7d');
    expect(text).not.toContain('no-such-record-42');
    expect(text).toMatch(
      /society_http_request_duration_seconds_bucket\{le="\+Inf",service="api",method="GET",route="\/api\/user"\} \d+/,
    );
    expect(text).toMatch(
      /society_http_request_duration_seconds_count\{service="api",method="GET",route="\/health"\} \d+/,
    );
    expect(text).toMatch(/society_db_pool_connections\{service="api",pool="main",state="total"\} [1-9]/);
    expect(text).toMatch(/society_db_pool_connections\{service="api",pool="main",state="waiting"\} 0/);
    expect(text).toMatch(/society_cache_lookups_total\{cache="api_sessions",result="hit"\} [1-9]/);
    expect(text).toMatch(/society_cache_lookups_total\{cache="api_users",result="(hit|miss)"\} [1-9]/);
    expect(text).toMatch(/society_job_queue_depth\{service="api",queue="mail_outbox"\} \d+/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answer only GET /metrics on the metrics listener', async () => {
    const other = await fetch(metricsUrl.replace('/metrics', '/health'));
    expect(other.status).toBe(404);
  });
});
