import { connectApiDb } from './api-db.ts';
import type { ApiServices } from './api-services.ts';
import type { ApiConfig } from './env.ts';
import { RateLimiter } from './http/rate-limiter.ts';
import { SessionStore } from './sessions/session-store.ts';

/** Connects to the api database, listens for session revocations, and builds the services routes use. */
export async function createApiServices(
  config: ApiConfig,
  maxConnections = 10,
): Promise<ApiServices & { close(): Promise<void> }> {
  const db = connectApiDb(config.API_DATABASE_URL, maxConnections);
  const sessions = new SessionStore(db, config.SESSION_LIFETIME_MINUTES * 60_000);
  await sessions.listen(config.API_DATABASE_URL);
  return {
    config,
    db,
    sessions,
    limiter: new RateLimiter(db),
    async close() {
      await sessions.close();
      await db.$client.end();
    },
  };
}
