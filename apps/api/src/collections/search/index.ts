/** The record search's services, for the benchmark (`@society/api/record-search`). */
export { buildSearchFilter, type SearchFilter } from './build-search-filter.ts';
export { searchFacets } from './search-facets.ts';
export { countMatches, countNames, resultPage, searchPage, searchRecords } from './search-records.ts';
export { PUBLIC_VISIBILITY, type Visibility, visibilityOfScopes } from './visibility.ts';
