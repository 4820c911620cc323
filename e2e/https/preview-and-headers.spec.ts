import { z } from 'zod';
import { liveBuildFingerprint } from '../support/live-build.ts';
import { editor, expect, expectSiteCookies, test } from './https-fixtures.ts';

// A seeded news item with a pending draft.
const DOCUMENT_ID = 'Nspring2027pf361';
const ARTICLE = '/news/spring-2027-programme-announced';
const DRAFT_TITLE = 'Spring 2027 programme: booking now open for every event';

test('an editor’s preview opens the draft over https', async ({ page, context }) => {
  const session = z
    .object({ id: z.string(), previewUrl: z.string().url() })
    .parse(await (await editor('POST', '/editor/previews', { documentId: DOCUMENT_ID })).json());
  try {
    const url = new URL(session.previewUrl);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
      'You are previewing unpublished content.',
    );
    expect(await expectSiteCookies(context)).toContain('io.prismic.preview');
  } finally {
    await editor('DELETE', `/editor/previews/${session.id}`);
  }
});

test('every page is served with HSTS and the security headers', async ({ request }) => {
  for (const path of ['/', '/news', '/login', '/user-account', '/sog-events']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('a page’s scripts and stylesheet come compressed ahead of time, cached for good, with those headers', async ({
  request,
}) => {
  const html = await (await request.get('/sog-events')).text();
  const assets = new Set(
    [...html.matchAll(/"(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map((match) => match[1]),
  );
  expect(assets.size).toBeGreaterThan(2);
  for (const asset of assets) {
    if (!asset) continue;
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': accepted ?? '' } });
      const headers = response.headers();
      expect(response.status(), asset).toBe(200);
      expect(headers['content-encoding'], asset).toBe(encoding);
      expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(headers['strict-transport-security'], asset).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-content-type-options'], asset).toBe('nosniff');
      expect((await response.body()).length, asset).toBeGreaterThan(0);
    }
  }
});

test('the framework’s script asks to be compiled as it streams in, in every encoding', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [
    ...new Set([...html.matchAll(/"(\/_next\/static\/chunks\/[^"?]+\.js)"/g)].map((m) => m[1])),
  ];
  const bodies = new Map<string, string>();
  for (const script of scripts) if (script) bodies.set(script, await (await request.get(script)).text());
  const [largest] = [...bodies].sort((a, b) => b[1].length - a[1].length);
  expect(largest?.[1].length).toBeGreaterThan(100_000);
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    const response = await request.get(largest?.[0] ?? '', { headers: { 'Accept-Encoding': accepted } });
    expect(response.headers()['content-encoding'], accepted).toBe(encoding);
    expect((await response.text()).startsWith('//# allFunctionsCalledOnLoad\n'), accepted).toBe(true);
  }
});

test('pages and client navigations’ payloads come in Brotli, or in gzip without it', async ({
  page,
  request,
}) => {
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    const response = await request.get('/sog-events', { headers: { 'Accept-Encoding': accepted } });
    expect(response.headers()['content-encoding'], accepted).toBe(encoding);
    expect(response.headers().vary, accepted).toContain('Accept-Encoding');
    expect(await response.text(), accepted).toContain('Upcoming events');
  }
  const documentAnswer = await page.goto('/news');
  expect(documentAnswer?.headers()['content-encoding']).toBe('br');
  const payload = page.waitForResponse((answer) => new URL(answer.url()).searchParams.has('_rsc'));
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Spring 2027' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  expect((await payload).headers()['content-encoding']).toBe('br');
});

test('liveness and readiness answer through the proxy', async ({ request }) => {
  expect((await request.get('/health')).status()).toBe(200);
  const ready = await request.get('/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});

test('the suite builds the web app in its own folder and leaves npm start’s build alone', () => {
  expect(liveBuildFingerprint()).toBe(process.env.E2E_LIVE_BUILD_BEFORE);
});
