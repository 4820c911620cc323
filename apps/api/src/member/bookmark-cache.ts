import type { ChangeFeed } from '@society/db';
import { bookmarks } from '@society/db/api-schema';
import { desc, eq } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { FeedCache } from '../cache/feed-cache.ts';

export type Bookmark = typeof bookmarks.$inferSelect;
/** Payload: a user id. Sent by a trigger on every change to a `bookmarks` row, whoever makes it. */
export const BOOKMARKS_CHANGED_CHANNEL = 'bookmarks_changed';

/**
 * Members' bookmark lists, newest first, cached per process: the site asks for them on every page
 * that shows a bookmark button, so a signed-in read needs no query. A change anywhere is announced
 * by the database and evicts the list on every instance; the writing instance evicts at once.
 */
export class BookmarkCache {
  readonly #cache: FeedCache<number, Bookmark[]>;

  constructor(
    private readonly db: ApiDb,
    feed: ChangeFeed,
  ) {
    // At most 200,000 bookmarks held in all, whatever the number of members.
    this.#cache = new FeedCache(feed, {
      name: 'api_bookmarks',
      max: 20_000,
      ttlMs: 5 * 60_000,
      maxSize: 200_000,
      sizeOf: (list) => list.length,
    });
    feed.subscribe(BOOKMARKS_CHANGED_CHANNEL, {
      onChange: (payload) => this.#cache.delete(Number(payload)),
      onReset: () => this.#cache.clear(),
    });
  }

  async list(userId: number): Promise<Bookmark[]> {
    return (
      (await this.#cache.load(userId, () =>
        this.db
          .select()
          .from(bookmarks)
          .where(eq(bookmarks.userId, userId))
          .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id)),
      )) ?? []
    );
  }

  /** After this instance changed a member's bookmarks: their next read here sees the change. */
  evict(userId: number): void {
    this.#cache.delete(userId);
  }
}
