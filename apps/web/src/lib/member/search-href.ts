import { parseRecordSearchQuery } from '@society/record-search';
import { searchPagePerType } from '@society/record-search/paths';

/**
 * Where a saved search or a history entry runs: the records search page for a records search (its
 * query string parses as one), otherwise the site search.
 */
export const searchHref = (query: string) => {
  const bare = query.replace(/^\?/, '');
  if (bare && parseRecordSearchQuery(bare).success) return searchPagePerType(bare);
  return bare ? `/search?${bare}` : '/search';
};
