import type { SiteDocument } from './content-types.ts';
import { MAX_PAGE_SEGMENTS } from './routing.ts';

export type DocumentType = SiteDocument['type'];

/** Where a type's documents live on the site. */
export type PathRule =
  /** One address for the type's one document. */
  | { kind: 'fixed'; path: string }
  /** `{prefix}/{uid}`: a list-and-detail route. */
  | { kind: 'prefix'; prefix: string }
  /** Each document introduces the listing its uid names; a uid the table lacks has no address. */
  | { kind: 'listing'; paths: Readonly<Record<string, string>> }
  /** `/{ancestor uids…}/{uid}` from the `parent` links, top first: where the content puts it. */
  | { kind: 'parent-chain'; field: 'parent' }
  /** Shown on every page (header, footer), never on its own. */
  | { kind: 'site-wide' };

export type DocumentRoute = {
  path: PathRule;
  /** Pages that list the type's documents besides their own (a publish regenerates them). */
  listedOn: readonly string[];
  /** Paged listings the type's documents appear on: the list's path and its route pattern. */
  pagedListings: readonly { path: string; route: string }[];
  /** Whether a members-only document of the type is served by the members-only route. */
  membersOnlyView: boolean;
};

const NEWS = { path: '/news', route: '/news/pages/[page]' };
const FEATURES = {
  path: '/education/learning-hub/featured',
  route: '/education/learning-hub/featured/pages/[page]',
};

const prefixed = (prefix: string, listedOn: string[] = [prefix]): DocumentRoute => ({
  path: { kind: 'prefix', prefix },
  listedOn,
  pagedListings: [],
  membersOnlyView: true,
});

/**
 * Every document type's routing, in one place: the link resolver, the content API's route
 * resolver, revalidation on publish, the sitemap and the members-only route all read it.
 */
export const DOCUMENT_ROUTES: Readonly<Record<DocumentType, DocumentRoute>> = {
  homepage: { path: { kind: 'fixed', path: '/' }, listedOn: [], pagedListings: [], membersOnlyView: false },
  navigation: { path: { kind: 'site-wide' }, listedOn: [], pagedListings: [], membersOnlyView: false },
  page: {
    path: { kind: 'parent-chain', field: 'parent' },
    listedOn: [],
    pagedListings: [],
    membersOnlyView: true,
  },
  landing_page: {
    path: {
      kind: 'listing',
      paths: {
        news: '/news',
        education: '/education',
        'learning-hub-featured': '/education/learning-hub/featured',
        'sog-events': '/sog-events',
        subscribe: '/subscribe',
        'our-collections': '/research-hub/our-collections',
        fhwuifhe: '/fhwuifhe',
        cwbhvwt: '/cwbhvwt',
      },
    },
    listedOn: [],
    // A listing's introduction heads each of its pages.
    pagedListings: [NEWS, FEATURES],
    membersOnlyView: false,
  },
  news_item: { ...prefixed('/news', ['/news', '/news/rss.xml']), pagedListings: [NEWS] },
  feature_item: {
    ...prefixed(FEATURES.path, ['/education', FEATURES.path]),
    pagedListings: [FEATURES],
  },
  event: prefixed('/sog-events'),
  subscription_option: { ...prefixed('/subscribe'), membersOnlyView: false },
  collection: prefixed('/research-hub/our-collections'),
  fhwuifhe: prefixed('/fhwuifhe'),
  cwbhvwt: prefixed('/cwbhvwt'),
};

export const DOCUMENT_TYPES = Object.keys(DOCUMENT_ROUTES) as DocumentType[];

export const routeOf = (type: string): DocumentRoute | undefined =>
  Object.hasOwn(DOCUMENT_ROUTES, type) ? DOCUMENT_ROUTES[type as DocumentType] : undefined;

/** Types whose documents have an address of their own (in the sitemap). */
export const ROUTED_TYPES = DOCUMENT_TYPES.filter((type) => DOCUMENT_ROUTES[type].path.kind !== 'site-wide');

/** Types the members-only route renders. */
export const MEMBERS_ONLY_TYPES = DOCUMENT_TYPES.filter((type) => DOCUMENT_ROUTES[type].membersOnlyView);

/** Every listing route (a landing page introduces it), whether or not a document exists for it. */
export const LISTING_PATHS: readonly string[] = DOCUMENT_TYPES.flatMap((type) => {
  const rule = DOCUMENT_ROUTES[type].path;
  return rule.kind === 'listing' ? Object.values(rule.paths) : [];
});

/** The listings shown a page at a time: `{path}?page=N` is `{route}` with N. */
export const PAGED_LISTINGS = [
  ...new Map(
    DOCUMENT_TYPES.flatMap((type) => DOCUMENT_ROUTES[type].pagedListings).map((listing) => [
      listing.path,
      listing,
    ]),
  ).values(),
];

/** How many ancestors a page's address can name: the catch-all route serves six segments. */
export const MAX_ANCESTORS = MAX_PAGE_SEGMENTS - 1;
