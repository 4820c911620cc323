import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isApiRequest, WEB_API_ROUTES } from './api-proxy-paths.ts';

/** The matcher as written in src/proxy.ts (importing the proxy would load server-only modules). */
const proxySource = readFileSync(new URL('../proxy.ts', import.meta.url), 'utf8');
const apiMatcher = /'(\/api\/[^']*)'/.exec(proxySource)?.[1] ?? '';

describe('isApiRequest', () => {
  it.each([
    ['GET', '/sanctum/csrf-cookie'],
    ['POST', '/login'],
    ['POST', '/two-factor-challenge'],
    ['POST', '/logout'],
    ['GET', '/api/user'],
    ['DELETE', '/api/bookmarks/12'],
    ['POST', '/forgot-password'],
    ['POST', '/reset-password'],
    ['GET', '/api/revalidated'],
    ['GET', '/veryconnect-auth'],
    ['GET', '/signin-oidc'],
  ])('sends %s %s to the api', (method, path) => {
    expect(isApiRequest(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/login'],
    ['GET', '/forgot-password'],
    ['HEAD', '/reset-password'],
    ['POST', '/api/revalidate'],
    ['GET', '/api/exit-preview'],
    ['GET', '/login-required'],
    ['GET', '/apix'],
    ['GET', '/signin-oidc/other'],
    ['GET', '/veryconnect-authx'],
  ])('keeps %s %s on the site', (method, path) => {
    expect(isApiRequest(method, path)).toBe(false);
  });
});

describe('proxy matcher', () => {
  it('names exactly the route handlers the web app has under src/app/api', () => {
    const own = readdirSync(new URL('../app/api/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...WEB_API_ROUTES].sort()).toEqual(own);
    const excluded = /\(\?:([^)]*)\)/.exec(apiMatcher)?.[1]?.split('|').sort();
    expect(excluded).toEqual(own);
  });
});
