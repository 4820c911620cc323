import { connectApiDb } from './api-db.ts';
import type { ApiServices } from './api-services.ts';
import type { ApiConfig } from './env.ts';
import { RateLimiter } from './http/rate-limiter.ts';
import { SessionStore } from './sessions/session-store.ts';

/** Connects to the api database and builds the services routes use. */
export function createApiServices(
  config: ApiConfig,
  maxConnections = 10,
): ApiServices & { close(): Promise<void> } {
  const db = connectApiDb(config.API_DATABASE_URL, maxConnections);
  return {
    config,
    db,
    sessions: new SessionStore(db, config.SESSION_LIFETIME_MINUTES * 60_000),
    limiter: new RateLimiter(db),
    close: () => db.$client.end(),
  };
}
