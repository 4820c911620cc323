import { z } from 'zod';

/**
 * A search as the search page's URL carries it: its query string, without the leading `?` (the
 * design keeps the whole search state there, so a saved search is just this string).
 */
export const SEARCH_QUERY_MAX = 4000;
const SEARCH_QUERY_PATTERN = '^[^\\s#?][^\\s#]*$';

/** For route schemas (saved searches). */
export const searchQueryJsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: SEARCH_QUERY_MAX,
  pattern: SEARCH_QUERY_PATTERN,
} as const;

/** For the search endpoints' own calls (search history). */
export const searchQuerySchema = z
  .string()
  .min(1)
  .max(SEARCH_QUERY_MAX)
  .regex(new RegExp(SEARCH_QUERY_PATTERN));
