/** What the record search reports when a member runs a saved search. */
export type SavedSearchCounts = {
  /** Every record the search finds now. */
  resultCount: number;
  /** Those among them added to the collections since `since`. */
  newResultCount: number;
};

/**
 * The "new since last run" slot of saved searches: counts a search's results, and those added
 * since its previous run (`since`; null on the first run, when every result is new). The record
 * search (the collections' search api) provides it as `ApiServices.searchCounter`; until then a run
 * records only its time and the counts stay null.
 */
export type SavedSearchCounter = (query: string, since: Date | null) => Promise<SavedSearchCounts>;
