import { sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import type { Clock } from '../clock.ts';

export type Hit = { count: number; retryAfterSeconds: number };

/** Fixed-window counters in PostgreSQL, shared by every api instance. */
export class RateLimiter {
  constructor(
    private readonly db: ApiDb,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, windowSeconds: number): Promise<Hit> {
    const nowMs = this.clock();
    const now = new Date(nowMs).toISOString();
    const { rows } = await this.db.execute<{ hits: number; window_start: string }>(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${now}::timestamptz, 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_start <= ${now}::timestamptz - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= ${now}::timestamptz - make_interval(secs => ${windowSeconds}) THEN ${now}::timestamptz ELSE rate_limits.window_start END
      RETURNING hits, to_json(window_start) #>> '{}' AS window_start`);
    const row = rows[0]!;
    const elapsed = (nowMs - new Date(row.window_start).getTime()) / 1000;
    return { count: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)) };
  }

  /** The count in the current window without adding to it (0 once the window is over). */
  async peek(key: string, windowSeconds: number): Promise<Hit> {
    const nowMs = this.clock();
    const { rows } = await this.db.execute<{ hits: number; window_start: string }>(sql`
      SELECT hits, to_json(window_start) #>> '{}' AS window_start FROM rate_limits
      WHERE key = ${key} AND window_start > ${new Date(nowMs).toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})`);
    const row = rows[0];
    if (!row) return { count: 0, retryAfterSeconds: 0 };
    const elapsed = (nowMs - new Date(row.window_start).getTime()) / 1000;
    return { count: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)) };
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }

  /** Counters whose window ended a day ago are of no use. */
  async purgeExpired(): Promise<void> {
    const dayAgo = new Date(this.clock() - 86_400_000).toISOString();
    await this.db.execute(sql`DELETE FROM rate_limits WHERE window_start < ${dayAgo}::timestamptz`);
  }
}
