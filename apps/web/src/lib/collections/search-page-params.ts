import {
  type ParsedRecordSearch,
  parseRecordSearchQuery,
  type RecordSearchQuery,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { SEARCH_PAGE_PATH, searchPagePath } from '@society/record-search/paths';

/**
 * The results' anchor: the search form, paging and facets all land the reader on the results (on a
 * phone they are far below the form), and the browser starts the Tab order there.
 */
export const RESULTS_ANCHOR = 'results';
/** The search form's action: the search page, at its results. */
export const SEARCH_FORM_ACTION = `${SEARCH_PAGE_PATH}#${RESULTS_ANCHOR}`;
/** A search's page (a query string from `changedSearch` or `serialiseRecordSearchQuery`), at its results. */
export const resultsPath = (query: string): string => `${searchPagePath(query)}#${RESULTS_ANCHOR}`;

type PageParams = Record<string, string | string[] | undefined>;

/** A match or range select only means something next to the field it qualifies. */
const QUALIFIERS: Readonly<Record<string, string>> = {
  surname_match: 'surname',
  forename_match: 'forename',
  year_range: 'year',
};

/**
 * The search form's GET submission as the search's parameters: empty fields are left out, and so
 * are a name's match or a year's ± when the name or year is empty (the form always sends its selects).
 */
export function searchFormParams(params: PageParams): URLSearchParams {
  const out = new URLSearchParams();
  const filled = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v) => v.trim() !== '');
  for (const [key, value] of Object.entries(params)) {
    const qualified = QUALIFIERS[key];
    if (qualified !== undefined && filled(params[qualified]).length === 0) continue;
    for (const item of filled(value)) out.append(key, item);
  }
  return out;
}

export type SearchPageRequest =
  | { kind: 'empty' }
  /** The address is not the canonical one for its search: send the visitor there. */
  | { kind: 'redirect'; query: string }
  | { kind: 'invalid'; message: string; values: URLSearchParams }
  | { kind: 'search'; query: RecordSearchQuery; values: URLSearchParams };

/** What `/research-hub/our-collections/searchexplore?…` asks for. */
export function searchPageRequest(params: PageParams, rawQueryString: string): SearchPageRequest {
  const values = searchFormParams(params);
  if ([...values.keys()].length === 0) return { kind: 'empty' };
  const parsed: ParsedRecordSearch = parseRecordSearchQuery(values);
  if (!parsed.success) return { kind: 'invalid', message: parsed.message, values };
  const canonical = serialiseRecordSearchQuery(parsed.query);
  if (canonical !== rawQueryString) return { kind: 'redirect', query: canonical };
  return { kind: 'search', query: parsed.query, values };
}

/** The query string of a changed search, back on its first page. */
export function changedSearch(query: RecordSearchQuery, change: Partial<RecordSearchQuery>): string {
  return serialiseRecordSearchQuery({ ...query, after: undefined, ...change });
}

/** Adds a value to a repeatable filter (kept sorted, as the canonical query has it), or takes it away. */
export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value].sort();
}

/** Narrows to one decade (a from–to range replaces any year ±). */
export function decadeChange(decade: number): Partial<RecordSearchQuery> {
  return { year: undefined, yearRange: undefined, yearFrom: decade, yearTo: decade + 9 };
}

/** The page's own query string as Next gives it, in the order the browser sent it. */
export function rawQueryString(params: PageParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      out.append(key, item);
  }
  return out.toString();
}
