import type { PrismicDocument } from '@prismicio/client';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from './absolute-url.ts';
import { contentDate } from './content-date.ts';
import type { SiteDocument } from './content-types.ts';
import { LANDING_PAGE_PATHS, linkResolver } from './link-resolver.ts';

/** Document types that have a public page of their own (the navigation document has none). */
export const SITEMAP_TYPES = [
  'homepage',
  'landing_page',
  'page',
  'news_item',
  'feature_item',
  'event',
  'subscription_option',
  'collection',
  'fhwuifhe',
  'cwbhvwt',
] as const satisfies readonly SiteDocument['type'][];

/** Routes that exist whether or not the CMS has a document introducing them. */
export const FIXED_ROUTES: readonly string[] = ['/', ...Object.values(LANDING_PAGE_PATHS)];

const isMembersOnly = (doc: PrismicDocument) =>
  typeof doc.data === 'object' && doc.data !== null && doc.data.members_only === true;

/** A landing page is only routed when its uid names a listing route. */
const isRouted = (doc: PrismicDocument) =>
  doc.type !== 'landing_page' || (doc.uid !== null && Object.hasOwn(LANDING_PAGE_PATHS, doc.uid));

/**
 * The sitemap: every public document at the URL the link rules give it, plus the fixed routes,
 * absolute on SITE_URL, dated by last publication. Members-only documents are left out.
 */
export function sitemapEntries(docs: readonly PrismicDocument[], siteUrl: string): MetadataRoute.Sitemap {
  const modified = new Map<string, Date | null>(FIXED_ROUTES.map((path) => [path, null]));
  for (const doc of docs) {
    if (isMembersOnly(doc) || !isRouted(doc)) continue;
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
