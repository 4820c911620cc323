import type { MetadataRoute } from 'next';
import { absoluteUrl } from './absolute-url.ts';

/** Paths with nothing for a search engine: previews, the api proxy, member pages, sign-in, search results, the staff console and the studio. */
export const DISALLOWED_PATHS = [
  '/preview',
  '/api/',
  '/user-account',
  '/login-required',
  '/search',
  '/staff',
  '/studio',
];

/** robots.txt: the whole site open to every crawler except the paths above, and where the sitemap is. */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS }],
    sitemap: absoluteUrl('/sitemap.xml', siteUrl),
  };
}
