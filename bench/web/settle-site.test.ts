import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { settleSite } from './settle-site.ts';

/** A stand-in for the site: the publish webhook, a sitemap, and pages that are STALE a few times. */
async function fakeSite(staleTimes: Record<string, number>) {
  const requests: string[] = [];
  let expired = false;
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url === '/api/revalidate') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        expired = JSON.parse(body).secret === 'right';
        response.writeHead(expired ? 200 : 401).end();
      });
      return;
    }
    if (request.url === '/sitemap.xml') {
      response.end(
        '<urlset><url><loc>https://example.org/news</loc></url><url><loc>https://example.org/search</loc></url></urlset>',
      );
      return;
    }
    const path = request.url ?? '/';
    const stale = expired && (staleTimes[path] ?? 0) > 0;
    if (stale) staleTimes[path]! -= 1;
    // `/search` is rendered for each request: no cache header at all.
    if (path !== '/search') response.setHeader('x-nextjs-cache', stale ? 'STALE' : 'HIT');
    response.end('<p>page</p>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, requests, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let server: Server | undefined;
afterEach(() => server?.close());

describe('settleSite', () => {
  it('expires every page, then requests each one until the cache serves it fresh', async () => {
    const site = await fakeSite({ '/': 1, '/news': 3 });
    server = site.server;
    expect(await settleSite(site.url, 'right')).toBe(3);
    expect(site.requests.filter((r) => r === 'GET /news')).toHaveLength(4);
    expect(site.requests.filter((r) => r === 'GET /')).toHaveLength(2);
    expect(site.requests.filter((r) => r === 'GET /search')).toHaveLength(1);
    expect(site.requests[0]).toBe('POST /api/revalidate');
  });

  it('says so when the webhook refuses, rather than measuring stale pages', async () => {
    const site = await fakeSite({});
    server = site.server;
    await expect(settleSite(site.url, 'wrong')).rejects.toThrow('The publish webhook answered 401');
  });
});
