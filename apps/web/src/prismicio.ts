import 'server-only';
import {
  type ClientConfig,
  createClient as createPrismicClient,
  getRepositoryName,
  type Route,
} from '@prismicio/client';
import { enableAutoPreviews } from '@prismicio/next';
import { env } from './env.ts';
import { contentRoutes } from './lib/content-routes.ts';
import type { SiteDocument } from './lib/content-types.ts';
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

/** The route resolver, from the document types' path rules (`DOCUMENT_ROUTES`). */
export const routes: Route[] = contentRoutes();

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
