import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isApiRequest } from './api-proxy-paths.ts';

type ManifestRoute = { page: string; regex: string };

/** A request's route for the metrics: a page's pattern from the build (`/news/[uid]`), never the URL. */
export type RoutePatternOf = (method: string, pathname: string) => string;

/**
 * Route patterns from the build's `routes-manifest.json` (static routes, then dynamic ones in
 * Next's order of precedence), plus the few groups the site serves besides pages: its static
 * files, the image optimiser and the api paths it forwards. Anything else is `unmatched`.
 */
export function loadRoutePatterns(distDir: string): RoutePatternOf {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as {
    staticRoutes: ManifestRoute[];
    dynamicRoutes: ManifestRoute[];
  };
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  return (method, pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static/*';
    if (pathname.startsWith('/_next/'))
      return pathname.startsWith('/_next/image') ? '/_next/image' : '/_next/*';
    if (isApiRequest(method, pathname)) return 'forwarded to the api';
    return routes.find((route) => route.regex.test(pathname))?.page ?? 'unmatched';
  };
}
