import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoutePatterns, type RoutePatternOf } from './route-pattern.ts';

let dir: string;
let routeOf: RoutePatternOf;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'route-pattern-'));
  await writeFile(
    path.join(dir, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [
        { page: '/', regex: '^/(?:/)?$' },
        { page: '/news', regex: '^/news(?:/)?$' },
      ],
      dynamicRoutes: [
        { page: '/news/[uid]', regex: '^/news/([^/]+?)(?:/)?$' },
        { page: '/[uid]', regex: '^/([^/]+?)(?:/)?$' },
      ],
    }),
  );
  routeOf = loadRoutePatterns(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('loadRoutePatterns', () => {
  it("names a request by its page's pattern, static routes first", () => {
    expect(routeOf('GET', '/')).toBe('/');
    expect(routeOf('GET', '/news')).toBe('/news');
    expect(routeOf('GET', '/news/spring-fair-2027')).toBe('/news/[uid]');
    expect(routeOf('GET', '/about-us')).toBe('/[uid]');
  });

  it('groups static files, images and forwarded api paths, and keeps other URLs out of the labels', () => {
    expect(routeOf('GET', '/_next/static/chunks/abc123.js')).toBe('/_next/static/*');
    expect(routeOf('GET', '/_next/image')).toBe('/_next/image');
    expect(routeOf('GET', '/api/user')).toBe('forwarded to the api');
    expect(routeOf('GET', '/a/b/c/d-9f8e7d')).toBe('unmatched');
  });
});
