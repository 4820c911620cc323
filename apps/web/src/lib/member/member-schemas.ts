import * as z from 'zod/mini';

/** The member-area records as the api returns them (`apps/api/src/routes/member`). */
export const bookmarkSchema = z.object({
  id: z.int(),
  kind: z.enum(['page', 'record', 'person', 'image']),
  path: z.string(),
  title: z.string(),
  note: z.nullish(z.string()),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkListSchema = z.array(bookmarkSchema);

export const readingListItemSchema = z.object({
  id: z.int(),
  path: z.string(),
  title: z.string(),
  note: z.nullish(z.string()),
  position: z.int(),
});
export type ReadingListItem = z.infer<typeof readingListItemSchema>;

export const readingListSchema = z.object({
  id: z.int(),
  name: z.string(),
  note: z.nullish(z.string()),
  createdAt: z.string(),
  items: z.array(readingListItemSchema),
});
export type ReadingList = z.infer<typeof readingListSchema>;
export const readingListsSchema = z.array(readingListSchema);

export const savedSearchSchema = z.object({
  id: z.int(),
  name: z.string(),
  query: z.string(),
  lastRunAt: z.nullish(z.string()),
  /** Filled by the collections search: how many results the last run found. */
  lastResultCount: z.nullish(z.int()),
  /** Filled by the collections search: results that are new since the last run. */
  newSinceLastRun: z.nullish(z.int()),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.array(savedSearchSchema);

export const searchHistoryEntrySchema = z.object({
  id: z.int(),
  query: z.string(),
  resultCount: z.nullish(z.int()),
  createdAt: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
export const searchHistorySchema = z.array(searchHistoryEntrySchema);
