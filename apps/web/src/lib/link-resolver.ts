import type { FilledContentRelationshipField, PrismicDocument } from '@prismicio/client';

export type LinkableDocument = FilledContentRelationshipField | PrismicDocument;

export const ORGANISATION_PATHS: Readonly<Record<string, string>> = {
  'society-policies': '/about/organisation/society-policies',
  'annual-reports-and-agm': '/about/organisation/annual-reports-and-agm',
  governance: '/about/organisation/governance',
  'board-of-trustees': '/about/organisation/governance/board-of-trustees',
  nominations: '/about/organisation/governance/nominations',
};

export const GUIDE_UIDS: ReadonlySet<string> = new Set([
  'how-to-use-probate-records',
  'how-to-start-your-family-tree',
  'how-to-use-census-records',
  'how-to-search-for-birth-marriage-and-death-certificates-1',
  'how-to-search-for-birth-marriage-and-death-certificates-2',
]);

export const HINTS_AND_TIPS_UIDS: ReadonlySet<string> = new Set([
  'genealogy-as-a-career',
  'how-to-get-the-best-results-from-familysearch',
  'make-connections',
  'genealogy-or-family-history',
  'how-to-get-the-best-results-from-the-igi',
  'writing-genealogical-reports',
  'employing-a-professional-genealogist',
  'finding-and-downloading-pcc-wills-from-the-national',
  'top-10-tips-for-starting-your-family-history',
  'london-research',
  'surname-searching',
]);

/** Types with a dedicated list-and-detail route: the document lives at `{prefix}/{uid}`. */
export const TYPE_PATH_PREFIXES: Readonly<Record<string, string>> = {
  event: '/sog-events',
  subscription_option: '/subscribe',
  fhwuifhe: '/fhwuifhe',
  cwbhvwt: '/cwbhvwt',
  collection: '/research-hub/our-collections',
};

/** `landing_page` documents are keyed by route; their uid names the listing they introduce. */
export const LANDING_PAGE_PATHS: Readonly<Record<string, string>> = {
  news: '/news',
  education: '/education',
  'learning-hub-featured': '/education/learning-hub/featured',
  'sog-events': '/sog-events',
  subscribe: '/subscribe',
  'our-collections': '/research-hub/our-collections',
  fhwuifhe: '/fhwuifhe',
  cwbhvwt: '/cwbhvwt',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The parent's uid; `undefined` when the parent field was not fetched (a bare link), `null` when empty. */
function parentUid(data: unknown): string | null | undefined {
  if (!isRecord(data) || !Object.hasOwn(data, 'parent')) return undefined;
  const parent = data.parent;
  return isRecord(parent) && typeof parent.uid === 'string' && parent.uid !== '' ? parent.uid : null;
}

/**
 * The site path of a document or of a link to one: the link rules, applied in order.
 * A link carries `data.parent` only when that field was fetched; without it the parent is unknown
 * and the `url` the content API resolved from our routes (same rule) is used instead.
 */
export function linkResolver(doc: LinkableDocument): string | null {
  const uid = doc.uid || null;
  if (doc.type === 'news_item' && uid) return `/news/${uid}`;
  if (doc.type === 'feature_item' && uid) return `/education/learning-hub/featured/${uid}`;
  if (!uid) return doc.url || null;

  const fixed = Object.hasOwn(ORGANISATION_PATHS, uid) ? ORGANISATION_PATHS[uid] : undefined;
  if (fixed) return fixed;
  if (GUIDE_UIDS.has(uid)) return `/learn/guides/${uid}`;
  if (HINTS_AND_TIPS_UIDS.has(uid)) return `/learn/hints-tips/${uid}`;

  if (doc.type === 'homepage') return '/';
  if (doc.type === 'landing_page' && Object.hasOwn(LANDING_PAGE_PATHS, uid))
    return LANDING_PAGE_PATHS[uid] ?? null;
  const prefix = Object.hasOwn(TYPE_PATH_PREFIXES, doc.type) ? TYPE_PATH_PREFIXES[doc.type] : undefined;
  if (prefix) return `${prefix}/${uid}`;

  const parent = parentUid(doc.data);
  if (parent) return `/${parent}/${uid}`;
  if (parent === undefined && doc.url) return doc.url;
  return `/${uid}`;
}
