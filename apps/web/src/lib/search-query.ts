import { parsePageNumber } from './routing.ts';
import { type SearchGroup, searchGroupByKey } from './search-groups.ts';

export const MAX_QUERY_LENGTH = 200;

/** Results per group on the overview, and per page when one group is listed on its own. */
export const OVERVIEW_GROUP_SIZE = 5;
export const GROUP_PAGE_SIZE = 20;

export type SearchRequest =
  | { kind: 'empty' }
  | { kind: 'too-long'; query: string }
  | { kind: 'overview'; query: string }
  | { kind: 'group'; query: string; group: SearchGroup; page: number }
  /** A `type` or `page` parameter that names nothing: the page answers 404 like any other bad address. */
  | { kind: 'invalid' };

type Params = Record<string, string | string[] | undefined>;

/** Whitespace runs become one space; a repeated `q` keeps its first value. */
const queryOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).replace(/\s+/g, ' ').trim();

/** What `/search?q=…&type=…&page=…` asks for. */
export function parseSearchRequest(params: Params): SearchRequest {
  const query = queryOf(params.q);
  const type = params.type;
  if (type !== undefined && (typeof type !== 'string' || !searchGroupByKey(type))) return { kind: 'invalid' };
  const page = parsePageNumber(params.page);
  if (page === null || (page > 1 && type === undefined)) return { kind: 'invalid' };
  if (query === '') return { kind: 'empty' };
  if (query.length > MAX_QUERY_LENGTH) return { kind: 'too-long', query };
  const group = type === undefined ? null : searchGroupByKey(type);
  return group ? { kind: 'group', query, group, page } : { kind: 'overview', query };
}

/** The address of a search: the overview, or one group's page of results. */
export function searchHref(query: string, type?: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  if (type && page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** What a saved search stores: the query string of the search's first page (`q=…&type=…`). */
export const savedSearchQuery = (query: string, type?: string): string =>
  searchHref(query, type).slice('/search?'.length);

/**
 * The words sent to `fulltext(document, …)`. Full-text search matches words only, and the client
 * escapes quotes but not backslashes, so punctuation is dropped before it can break the predicate.
 */
export const fulltextWords = (query: string): string =>
  query
    .replace(/[^\p{L}\p{N}\p{M}'’-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The search page's `<title>`: it names the query, and the group and page when listing one group. */
export function searchTitle(request: SearchRequest): string {
  switch (request.kind) {
    case 'overview':
      return `Search results for “${request.query}”`;
    case 'group':
      return `Search results for “${request.query}”: ${request.group.label}${request.page > 1 ? `, page ${request.page}` : ''}`;
    case 'too-long':
      return 'Search: your search is too long';
    default:
      return 'Search';
  }
}
