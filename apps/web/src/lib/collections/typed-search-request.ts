import type { RecordType } from '@society/record-search';
import { rawQueryString, type SearchPageRequest, searchPageRequest } from './search-page-params.ts';

type PageParams = Record<string, string | string[] | undefined>;

/**
 * A search page for one record type (birth briefs, memorial cards): the record search's own
 * request with `type` always exactly that one type, so the address, the api call and a saved
 * search stay one canonical string (any other address redirects there). `own` are the page's
 * parameters that are not part of the search (`brief`).
 */
export function typedSearchRequest(
  params: PageParams,
  type: RecordType,
  own: readonly string[] = [],
): SearchPageRequest {
  const search: PageParams = {};
  for (const [key, value] of Object.entries(params))
    if (!own.includes(key) && value !== undefined) search[key] = value;
  if (Object.keys(search).every((key) => key === 'type')) return { kind: 'empty' };
  return searchPageRequest({ ...search, type }, rawQueryString(search));
}
