import 'server-only';
import {
  type ClientConfig,
  createClient as createPrismicClient,
  getRepositoryName,
  type Route,
} from '@prismicio/client';
import { enableAutoPreviews } from '@prismicio/next';
import { env } from './env.ts';
import type { SiteDocument } from './lib/content-types.ts';
import { LANDING_PAGE_PATHS, TYPE_PATH_PREFIXES } from './lib/link-resolver.ts';
import { cachedContentFetch } from './server/content/cached-content-fetch.ts';

/**
 * Prismic hosts carry the repository name; our own content service does not, and passing its
 * URL as the first argument would make the client warn and disable `repositoryName`.
 */
export const repositoryName = (() => {
  try {
    return getRepositoryName(env.PRISMIC_ENDPOINT);
  } catch {
    return 'society-content';
  }
})();

/**
 * Route resolvers so the content API fills `url` on documents and links, mirroring `linkResolver`
 * for the cases a bare link cannot answer on its own (a page's parent).
 */
export const routes: Route[] = [
  { type: 'homepage', path: '/' },
  { type: 'news_item', path: '/news/:uid' },
  { type: 'feature_item', path: '/education/learning-hub/featured/:uid' },
  ...Object.entries(TYPE_PATH_PREFIXES).map(([type, prefix]) => ({ type, path: `${prefix}/:uid` })),
  ...Object.entries(LANDING_PAGE_PATHS)
    .filter(([uid, path]) => path !== `/${uid}`)
    .map(([uid, path]) => ({ type: 'landing_page', uid, path })),
  { type: 'landing_page', path: '/:uid' },
  { type: 'page', path: '/:parent?/:uid', resolvers: { parent: 'parent' } },
];

export function createClient(config: ClientConfig = {}) {
  const client = createPrismicClient<SiteDocument>(repositoryName, {
    documentAPIEndpoint: env.PRISMIC_ENDPOINT,
    accessToken: env.PRISMIC_ACCESS_TOKEN,
    routes,
    fetch: cachedContentFetch,
    ...config,
  });
  enableAutoPreviews({ client });
  return client;
}
