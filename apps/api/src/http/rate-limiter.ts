import { sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';

export type Hit = { count: number; retryAfterSeconds: number };

/** Fixed-window counters in PostgreSQL, shared by every api instance. */
export class RateLimiter {
  constructor(private readonly db: ApiDb) {}

  async hit(key: string, windowSeconds: number): Promise<Hit> {
    const { rows } = await this.db.execute<{ hits: number; window_start: string }>(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
        window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
      RETURNING hits, to_json(window_start) #>> '{}' AS window_start`);
    const row = rows[0]!;
    const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
    return { count: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)) };
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }
}
