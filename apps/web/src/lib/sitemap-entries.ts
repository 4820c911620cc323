import type { PrismicDocument } from '@prismicio/client';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from './absolute-url.ts';
import { contentDate } from './content-date.ts';
import { LISTING_PATHS, ROUTED_TYPES } from './document-routes.ts';
import { linkResolver } from './link-resolver.ts';

/** Document types that have a public page of their own (the navigation document has none). */
export const SITEMAP_TYPES = ROUTED_TYPES;

/** Routes that exist whether or not the CMS has a document introducing them. */
export const FIXED_ROUTES: readonly string[] = ['/', ...LISTING_PATHS];

const isMembersOnly = (doc: PrismicDocument) =>
  typeof doc.data === 'object' && doc.data !== null && doc.data.members_only === true;

/**
 * The sitemap: every public document at the URL the link rules give it, plus the fixed routes,
 * absolute on SITE_URL, dated by last publication. Members-only documents are left out.
 */
export function sitemapEntries(docs: readonly PrismicDocument[], siteUrl: string): MetadataRoute.Sitemap {
  const modified = new Map<string, Date | null>(FIXED_ROUTES.map((path) => [path, null]));
  for (const doc of docs) {
    if (isMembersOnly(doc)) continue;
    const path = linkResolver(doc);
    if (!path?.startsWith('/')) continue;
    const date = contentDate(doc.last_publication_date, `${doc.id} last_publication_date`);
    const known = modified.get(path);
    if (!known || (date && date > known)) modified.set(path, date ?? known ?? null);
  }
  return [...modified]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([path, date]) => ({ url: absoluteUrl(path, siteUrl), ...(date ? { lastModified: date } : {}) }));
}
