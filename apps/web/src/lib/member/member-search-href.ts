import { parseRecordSearchQuery, SEARCH_PAGE_PATH } from '@society/record-search';

/**
 * Where a saved search or a history entry runs: the records search page for a records search (its
 * query string parses as one), otherwise the site search.
 */
export const memberSearchHref = (query: string) => {
  const bare = query.replace(/^\?/, '');
  if (bare && parseRecordSearchQuery(bare).success) return `${SEARCH_PAGE_PATH}?${bare}`;
  return bare ? `/search?${bare}` : '/search';
};
