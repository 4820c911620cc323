import { expect, test } from './https-fixtures.ts';
import { httpsStack } from './https-stack.ts';

const { ports } = httpsStack;
const metricsOf = (port: number) => fetch(`http://127.0.0.1:${port}/metrics`);

test('the metrics answer on their loopback listeners and nowhere behind nginx', async ({ request }) => {
  for (const [service, port] of [
    ['api', ports.apiMetrics],
    ['content', ports.contentMetrics],
    ['web', ports.webMetrics],
  ] as const) {
    const direct = await metricsOf(port);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain(`society_http_requests_total{service="${service}"`);
  }
  for (const origin of [httpsStack.siteUrl, httpsStack.contentPublicUrl]) {
    for (const path of ['/metrics', '/metrics/', '/api/metrics', '/METRICS']) {
      // Followed: Next.js sends `/metrics/` to `/metrics` first.
      const published = await request.get(`${origin}${path}`);
      expect(published.status(), `${origin}${path}`).toBeGreaterThanOrEqual(400);
      expect(await published.text()).not.toContain('# HELP');
    }
  }
});

test("nginx's request id is the one the site answers with, and a client cannot choose it", async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'x-request-id': 'chosen-by-the-client' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  const api = await request.get('/api/user', { headers: { 'x-request-id': 'chosen-by-the-client' } });
  expect(api.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  const content = await request.get(`${httpsStack.contentPublicUrl}/api/v2`);
  expect(content.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
});
