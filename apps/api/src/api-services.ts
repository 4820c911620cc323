import type { ApiDb } from './api-db.ts';
import type { Clock } from './clock.ts';
import type { ImportQueue } from './collections/import/jobs/import-queue.ts';
import type { ApiConfig } from './env.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { BookmarkCache } from './member/bookmark-cache.ts';
import type { SavedSearchCounter } from './member/saved-search-counter.ts';
import type { OidcServices } from './oidc/oidc-services.ts';
import type { SecondFactors } from './second-factor/second-factors.ts';
import type { SessionStore } from './sessions/session-store.ts';
import type { SignInThrottle } from './users/sign-in-throttle.ts';
import type { UserCache } from './users/user-cache.ts';

/** What plugins and routes need, built once per process (tests build their own). */
export type ApiServices = {
  config: ApiConfig;
  db: ApiDb;
  sessions: SessionStore;
  users: UserCache;
  bookmarkCache: BookmarkCache;
  limiter: RateLimiter;
  signInThrottle: SignInThrottle;
  /** Two-step sign-in: authenticators and recovery codes. */
  secondFactors: SecondFactors;
  clock: Clock;
  /** Counts saved searches' results when they run; null until the record search provides it. */
  searchCounter: SavedSearchCounter | null;
  /** Single sign-on; null when OIDC_ENABLED is false. */
  oidc: OidcServices | null;
  /** Staff uploads' durable import jobs (pg-boss), started by the server or the first upload. */
  importQueue: ImportQueue;
};
