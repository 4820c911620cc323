import { parseRecordSearchQuery } from '@society/record-search';
import { searchPagePerType } from '@society/record-search/paths';
import { z } from 'zod';

/** The member-area records as the api returns them (`apps/api/src/routes/member`). */
export const bookmarkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['page', 'record', 'person', 'image']),
  path: z.string(),
  title: z.string(),
  note: z.string().nullish(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkListSchema = z.array(bookmarkSchema);

export const readingListItemSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  note: z.string().nullish(),
  position: z.number().int(),
});
export type ReadingListItem = z.infer<typeof readingListItemSchema>;

export const readingListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullish(),
  createdAt: z.string(),
  items: z.array(readingListItemSchema),
});
export type ReadingList = z.infer<typeof readingListSchema>;
export const readingListsSchema = z.array(readingListSchema);

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
  lastRunAt: z.string().nullish(),
  /** Filled by the collections search: how many results the last run found. */
  lastResultCount: z.number().int().nullish(),
  /** Filled by the collections search: results that are new since the last run. */
  newSinceLastRun: z.number().int().nullish(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.array(savedSearchSchema);

export const searchHistoryEntrySchema = z.object({
  id: z.number().int(),
  query: z.string(),
  resultCount: z.number().int().nullish(),
  createdAt: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
export const searchHistorySchema = z.array(searchHistoryEntrySchema);

/**
 * Where a saved search or a history entry runs: the records search page for a records search (its
 * query string parses as one), otherwise the site search.
 */
export const searchHref = (query: string) => {
  const bare = query.replace(/^\?/, '');
  if (bare && parseRecordSearchQuery(bare).success) return searchPagePerType(bare);
  return bare ? `/search?${bare}` : '/search';
};
