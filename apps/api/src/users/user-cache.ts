import type { ChangeFeed } from '@society/db';
import type { ApiDb } from '../api-db.ts';
import { FeedCache } from '../cache/feed-cache.ts';
import { findUserById, type User } from './user-repository.ts';

/** Payload: a user id. Sent by a trigger on every change to a `users` row, whoever makes it. */
export const USER_CHANGED_CHANNEL = 'user_changed';

/**
 * Users by id, cached per process so a signed-in request needs no query for its user. Any change
 * to the row (api, CLI or psql) is announced by the database and evicts it on every instance,
 * so a changed scope or a disabled account counts from the next request.
 */
export class UserCache {
  readonly #cache: FeedCache<number, User>;

  constructor(
    private readonly db: ApiDb,
    feed: ChangeFeed,
  ) {
    this.#cache = new FeedCache(feed, { name: 'api_users', max: 20_000, ttlMs: 5 * 60_000 });
    feed.subscribe(USER_CHANGED_CHANNEL, {
      onChange: (payload) => this.#cache.delete(Number(payload)),
      onReset: () => this.#cache.clear(),
    });
  }

  find(id: number): Promise<User | undefined> {
    return this.#cache.load(id, () => findUserById(this.db, id));
  }

  /** The writer's own instance forgets at once, without waiting for its notification to come back. */
  evict(id: number): void {
    this.#cache.delete(id);
  }
}
