import type { Ordering } from '@prismicio/client';
import type { SiteDocument } from './content-types.ts';
import type { SearchHit } from './search-hit.ts';

/** Content types the site search looks through: each has a page of its own. */
export type ContentSearchType = Extract<
  SiteDocument['type'],
  | 'page'
  | 'news_item'
  | 'event'
  | 'feature_item'
  | 'collection'
  | 'fhwuifhe'
  | 'cwbhvwt'
  | 'subscription_option'
>;

/** A group of site-content results: one content type, searched with `fulltext(document, q)`. */
export type ContentSearchGroup = {
  source: 'content';
  key: ContentSearchType;
  label: string;
  orderings: Ordering[];
};

/**
 * One group of the search page. Every group comes from the content service today; research
 * records will be another member of this union with their own source.
 */
export type SearchGroup = ContentSearchGroup;

const newestFirst = (field: string): Ordering[] => [
  { field, direction: 'desc' },
  { field: 'document.first_publication_date', direction: 'desc' },
];

/** The groups in the order the search page shows them. */
export const SEARCH_GROUPS: readonly SearchGroup[] = [
  { source: 'content', key: 'page', label: 'Pages & guides', orderings: [{ field: 'my.page.title' }] },
  { source: 'content', key: 'news_item', label: 'News', orderings: newestFirst('my.news_item.date') },
  { source: 'content', key: 'event', label: 'Events', orderings: newestFirst('my.event.start') },
  {
    source: 'content',
    key: 'feature_item',
    label: 'Learning hub',
    orderings: newestFirst('my.feature_item.date'),
  },
  {
    source: 'content',
    key: 'collection',
    label: 'Collections',
    orderings: [{ field: 'my.collection.order' }, { field: 'my.collection.title' }],
  },
  {
    source: 'content',
    key: 'fhwuifhe',
    label: 'Research projects',
    orderings: newestFirst('my.fhwuifhe.date'),
  },
  {
    source: 'content',
    key: 'cwbhvwt',
    label: 'Journal & publications',
    orderings: newestFirst('my.cwbhvwt.date'),
  },
  {
    source: 'content',
    key: 'subscription_option',
    label: 'Membership & newsletters',
    orderings: [{ field: 'my.subscription_option.order' }, { field: 'my.subscription_option.title' }],
  },
];

export const searchGroupByKey = (key: string): SearchGroup | null =>
  SEARCH_GROUPS.find((group) => group.key === key) ?? null;

/** One group's answer: a page of hits and how many there are in all. */
export type SearchGroupResults = {
  group: SearchGroup;
  hits: SearchHit[];
  total: number;
  page: number;
  totalPages: number;
};
