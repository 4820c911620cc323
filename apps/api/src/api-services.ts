import type { ApiDb } from './api-db.ts';
import type { ApiConfig } from './env.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { SessionStore } from './sessions/session-store.ts';

/** What plugins and routes need, built once per process (tests build their own). */
export type ApiServices = { config: ApiConfig; db: ApiDb; sessions: SessionStore; limiter: RateLimiter };
