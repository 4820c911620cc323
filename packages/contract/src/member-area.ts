import { z } from 'zod';

/** The member area's answers (`/api/bookmarks`, `/api/reading-lists`, `/api/saved-searches`, `/api/search-history`). */
export const BOOKMARK_KINDS = ['page', 'record', 'person', 'image'] as const;

export const bookmarkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKMARK_KINDS),
  path: z.string(),
  title: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkListSchema = z.array(bookmarkSchema);

export const readingListItemSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  note: z.string(),
  position: z.number().int(),
});
export type ReadingListItem = z.infer<typeof readingListItemSchema>;

export const readingListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  createdAt: z.string(),
  items: z.array(readingListItemSchema),
});
export type ReadingList = z.infer<typeof readingListSchema>;
export const readingListsSchema = z.array(readingListSchema);

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The search's query string. */
  query: z.string(),
  lastRunAt: z.string().nullable(),
  /** How many results the last run found; `null` before the first run. */
  lastResultCount: z.number().int().nullable(),
  /** Results that are new since the run before the last; `null` before the second run. */
  newResultCount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.array(savedSearchSchema);

export const searchHistoryEntrySchema = z.object({
  id: z.number().int(),
  query: z.string(),
  resultCount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
export const searchHistorySchema = z.array(searchHistoryEntrySchema);
