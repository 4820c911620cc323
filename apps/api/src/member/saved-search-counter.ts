/** What the record search reports when a member runs a saved search. */
export type SavedSearchCounts = {
  /** Every record the search finds now. */
  resultCount: number;
  /** Those among them added to the collections since `since`. */
  newResultCount: number;
};

/**
 * The "new since last run" slot of saved searches: counts a search's results, and those added
 * since its previous run (`since`; null on the first run, when every result is new); null for a
 * saved search that is not a records search (a site search). The record
 * search provides it as `ApiServices.searchCounter` (collections/search/create-search-counter.ts);
 * without one a run records only its time and the counts stay null.
 */
export type SavedSearchCounter = (
  query: string,
  since: Date | null,
  /** The member's scopes: members-only records count for `member` and `staff` only. */
  scopes?: readonly string[],
  /** The member: living people of trees they submitted count for them. */
  userId?: number | null,
) => Promise<SavedSearchCounts | null>;
