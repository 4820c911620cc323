import type { CollectionKind } from './record-search-vocabulary.ts';

export type { CollectionKind };

export const SEARCH_PAGE_PATH = '/research-hub/our-collections/searchexplore';

export const COLLECTIONS_PATH = '/research-hub/our-collections';

type CollectionRef = { uid: string; kind: CollectionKind };

/**
 * The route for each kind of collection: record sets and indexes have a page per collection
 * (`…/record-sets/{slug}`, `…/indexes/{slug}`); the other kinds have one page for the whole kind.
 */
const KIND_PATHS: Readonly<Record<CollectionKind, string>> = {
  record_set: `${COLLECTIONS_PATH}/record-sets`,
  index: `${COLLECTIONS_PATH}/indexes`,
  memorial_cards: `${COLLECTIONS_PATH}/memorial-cards`,
  family_tree: `${COLLECTIONS_PATH}/family-trees`,
  birth_briefs: `${COLLECTIONS_PATH}/birth-briefs`,
};

/** The CMS documents (our-collections/{uid}) that introduce a whole kind of collection. */
export const KIND_OF_CMS_UID: Readonly<Record<string, CollectionKind>> = {
  'record-sets': 'record_set',
  indexes: 'index',
  'memorial-cards': 'memorial_cards',
  'family-trees': 'family_tree',
  'birth-briefs': 'birth_briefs',
};

/** A family tree person's page; the pedigree search's chart for a birth-brief person. */
export const TREE_PERSON_PATH = `${COLLECTIONS_PATH}/family-trees-record`;
export const PEDIGREE_SEARCH_PATH = `${COLLECTIONS_PATH}/pedigree-search`;

/** Kinds whose collections each have their own data page with A–Z browse and record detail. */
export const BROWSABLE_KINDS = ['record_set', 'index'] as const;
export type BrowsableKind = (typeof BROWSABLE_KINDS)[number];
export const isBrowsable = (kind: CollectionKind): kind is BrowsableKind =>
  (BROWSABLE_KINDS as readonly string[]).includes(kind);

export const kindPath = (kind: CollectionKind): string => KIND_PATHS[kind];

/** A collection's data page, or its kind's page when the kind has no page per collection. */
export function collectionPagePath({ uid, kind }: CollectionRef): string {
  return isBrowsable(kind) || kind === 'family_tree' ? `${KIND_PATHS[kind]}/${uid}` : KIND_PATHS[kind];
}

/** A person's page: a family tree person's own page, a birth-brief person's ancestors in the pedigree search. */
export function personPagePath(collection: { kind: CollectionKind }, personId: number | null): string | null {
  if (personId === null) return null;
  if (collection.kind === 'family_tree') return `${TREE_PERSON_PATH}/${personId}`;
  if (collection.kind === 'birth_briefs') return pedigreePath(personId);
  return null;
}

/** The pedigree search's chart of one person's ancestors. */
export const pedigreePath = (personId: number): string => `${PEDIGREE_SEARCH_PATH}?person=${personId}`;

/**
 * A transcribed record's detail view: `?record={id}` on its collection's page, since the
 * routes have one optional segment after `record-sets/` and `indexes/`; a memorial card's own page
 * (`…/memorial-cards/{id}`). Null for kinds whose pages (family trees, birth briefs) show their own entries.
 */
export function recordPagePath(collection: CollectionRef, recordId: number | null): string | null {
  if (recordId === null) return null;
  if (collection.kind === 'memorial_cards') return memorialCardPath(recordId);
  if (!isBrowsable(collection.kind)) return null;
  return `${collectionPagePath(collection)}?record=${recordId}`;
}

/** A memorial card's page: `…/memorial-cards/{slug}`, the slug being the card's record id. */
export const memorialCardPath = (recordId: number): string => `${KIND_PATHS.memorial_cards}/${recordId}`;

/**
 * A birth brief's page: `…/birth-briefs?brief={id}` (the route has no slug), with `#sosa-{n}`
 * to point at one position.
 */
export const birthBriefPath = (briefId: number, sosa?: number): string =>
  `${KIND_PATHS.birth_briefs}?brief=${briefId}${sosa ? `#sosa-${sosa}` : ''}`;

export const IMAGE_VIEWER_PATH = '/image-viewer';

/** An image in the deep-zoom viewer (slug from `imageSlug`). */
export const imageViewerPath = (slug: string): string => `${IMAGE_VIEWER_PATH}/${slug}`;

/** The search page with a query string (canonical, from `serialiseRecordSearchQuery`). */
export const searchPagePath = (query: string): string =>
  query ? `${SEARCH_PAGE_PATH}?${query}` : SEARCH_PAGE_PATH;

/** The record types whose searches have their own page: a search restricted to exactly one of them opens there. */
const TYPE_SEARCH_PAGES: Readonly<Record<string, string>> = {
  tree_person: KIND_PATHS.family_tree,
  birth_brief: KIND_PATHS.birth_briefs,
  memorial_card: KIND_PATHS.memorial_cards,
};

/**
 * The page a stored record search (history, saved search, "new results") opens: a query whose `type`
 * is exactly `tree_person`, `birth_brief` or `memorial_card` opens the family trees, birth briefs or
 * memorial cards page; one restricted to exactly tree people and brief people (the pedigree search's)
 * opens the pedigree search; any other query opens the search page.
 */
export function searchPagePerType(query: string): string {
  const bare = query.replace(/^\?/, '');
  const types = new URLSearchParams(bare).getAll('type').sort();
  const page =
    types.length === 1
      ? TYPE_SEARCH_PAGES[types[0] ?? '']
      : types.join() === 'birth_brief,tree_person'
        ? PEDIGREE_SEARCH_PATH
        : undefined;
  if (!page) return searchPagePath(bare);
  return bare ? `${page}?${bare}` : page;
}
