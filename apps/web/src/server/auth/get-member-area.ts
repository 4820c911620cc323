import 'server-only';
import {
  bookmarkListSchema,
  readingListsSchema,
  savedSearchesSchema,
  searchHistorySchema,
} from '@society/contract/member-area';
import { secondFactorStatusSchema } from '@society/contract/second-factor';
import { redirect } from 'next/navigation';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { memberRead } from '../api/api-client.ts';
import { requireUser } from './require-user.ts';

/** Everything `/user-account` shows, read from the api with the member's session. */
export async function getMemberArea(returnTo: string) {
  const { user } = await requireUser({ returnTo });
  const [bookmarks, readingLists, savedSearches, searchHistory, secondFactor] = await Promise.all([
    memberRead('/api/bookmarks', bookmarkListSchema),
    memberRead('/api/reading-lists', readingListsSchema),
    memberRead('/api/saved-searches', savedSearchesSchema),
    memberRead('/api/search-history', searchHistorySchema),
    memberRead('/api/user/two-factor', secondFactorStatusSchema),
  ]);
  // The session ended between the two checks.
  if (!bookmarks || !readingLists || !savedSearches || !searchHistory || !secondFactor)
    redirect(loginRequiredPath(returnTo));
  return { user, bookmarks, readingLists, savedSearches, searchHistory, secondFactor };
}

export type MemberArea = Awaited<ReturnType<typeof getMemberArea>>;
