import { ChangeFeed } from '@society/db';
import { reportedError } from '@society/jobs';
import { connectApiDb } from './api-db.ts';
import type { ApiServices } from './api-services.ts';
import { type Clock, systemClock } from './clock.ts';
import { ImportQueue } from './collections/import/jobs/import-queue.ts';
import { createSearchCounter } from './collections/search/create-search-counter.ts';
import { TokenCipher } from './crypto/token-cipher.ts';
import type { ApiConfig } from './env.ts';
import { RateLimiter } from './http/rate-limiter.ts';
import { BookmarkCache } from './member/bookmark-cache.ts';
import type { SavedSearchCounter } from './member/saved-search-counter.ts';
import { createOidcServices } from './oidc/oidc-services.ts';
import { AuthenticatorKeys } from './second-factor/authenticator-keys.ts';
import { SecondFactors } from './second-factor/second-factors.ts';
import { SessionStore } from './sessions/session-store.ts';
import { SignInThrottle } from './users/sign-in-throttle.ts';
import { UserCache } from './users/user-cache.ts';

export type ServiceOptions = {
  maxConnections?: number;
  clock?: Clock;
  searchCounter?: SavedSearchCounter | null;
};

/** Connects to the api database, listens for cache invalidations, and builds the services routes use. */
export async function createApiServices(
  config: ApiConfig,
  { maxConnections = 10, clock = systemClock, searchCounter }: ServiceOptions = {},
): Promise<ApiServices & { close(): Promise<void> }> {
  const db = connectApiDb(config.API_DATABASE_URL, maxConnections);
  const feed = new ChangeFeed(config.API_DATABASE_URL, 'api-changes');
  const sessions = new SessionStore(
    db,
    feed,
    {
      idleMs: config.SESSION_LIFETIME_MINUTES * 60_000,
      absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    clock,
  );
  const users = new UserCache(db, feed);
  const bookmarkCache = new BookmarkCache(db, feed);
  await feed.start();
  const limiter = new RateLimiter(db, clock);
  const importQueue = new ImportQueue({
    db,
    connectionString: config.API_DATABASE_URL,
    imagesDir: config.IMAGES_DIR,
    log: (error) => console.error('Import job:', error instanceof Error ? reportedError(error) : error),
  });
  return {
    config,
    db,
    sessions,
    users,
    bookmarkCache,
    limiter,
    signInThrottle: new SignInThrottle(db, limiter, clock),
    secondFactors: new SecondFactors(
      db,
      limiter,
      clock,
      new AuthenticatorKeys(db, config.SECOND_FACTOR_KEY ? new TokenCipher(config.SECOND_FACTOR_KEY) : null),
      config.SITE_NAME,
    ),
    clock,
    // The record search's counter unless the caller gives one (or null for none).
    searchCounter: searchCounter === undefined ? createSearchCounter(db) : searchCounter,
    oidc: createOidcServices(config, db, sessions, clock),
    importQueue,
    async close() {
      await importQueue.stop();
      await feed.close();
      await db.$client.end();
    },
  };
}
