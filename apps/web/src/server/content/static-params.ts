import 'server-only';
import type { SiteDocument } from '../../lib/content-types.ts';
import { linkResolver } from '../../lib/link-resolver.ts';
import { MAX_PAGE_SEGMENTS } from '../../lib/routing.ts';
import { createContentApi } from './content-api.ts';

/**
 * Pre-rendering is an optimisation: when the content service cannot be reached at build time the
 * build still succeeds and every page renders on its first request instead.
 */
async function unlessUnreachable<T>(what: string, list: () => Promise<T[]>): Promise<T[]> {
  try {
    return await list();
  } catch (error) {
    console.warn(`Not pre-rendering ${what}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** `{ slug }` for every published document of a type with its own detail route. */
export function uidParams(type: SiteDocument['type']): Promise<{ slug: string }[]> {
  return unlessUnreachable(`${type} pages`, async () => {
    const documents = await createContentApi().getAllByType(type);
    return documents.flatMap((doc) => (doc.uid ? [{ slug: doc.uid }] : []));
  });
}

/** `{ slug: segments }` for every CMS page the catch-all route serves. */
export function pagePathParams(): Promise<{ slug: string[] }[]> {
  return unlessUnreachable('content pages', async () => {
    const pages = await createContentApi().getAllByType('page', { fetchLinks: ['page.parent'] });
    return pages.flatMap((page) => {
      const segments = linkResolver(page)?.split('/').filter(Boolean) ?? [];
      return segments.length > 0 && segments.length <= MAX_PAGE_SEGMENTS ? [{ slug: segments }] : [];
    });
  });
}
