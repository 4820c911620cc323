import { createHash, randomBytes } from 'node:crypto';
import { sessions } from '@society/db/api-schema';
import { and, eq, gt, lt } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { ApiDb } from '../api-db.ts';

export type Session = { id: string; csrfToken: string; userId: number | null };
type Cached = { csrfToken: string; userId: number | null; lastSeenAt: number; expiresAt: number };

const TOUCH_INTERVAL_MS = 60_000;
const REVOKED_CHANNEL = 'session_revoked';
const token = () => randomBytes(30).toString('base64url');
const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * Sessions live in PostgreSQL so any api instance can serve any request; ids are stored hashed.
 * Lookups are cached per process for a few seconds; a revocation anywhere reaches every
 * instance at once through NOTIFY, so signing out is never delayed by the cache.
 */
export class SessionStore {
  readonly #cache = new LRUCache<string, Cached>({ max: 50_000, ttl: 10_000 });
  #listener: pg.Client | null = null;

  constructor(
    private readonly db: ApiDb,
    private readonly lifetimeMs: number,
  ) {}

  async listen(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {
      this.#listener = null;
      this.#cache.clear();
    });
    client.on('notification', ({ payload }) => this.#evict(payload ?? ''));
    await client.connect();
    await client.query(`LISTEN ${REVOKED_CHANNEL}`);
    this.#listener = client;
  }

  async close(): Promise<void> {
    await this.#listener?.end().catch(() => {});
  }

  #evict(payload: string): void {
    if (!payload.startsWith('user:')) {
      this.#cache.delete(payload);
      return;
    }
    const userId = Number(payload.slice(5));
    for (const [key, value] of this.#cache.entries()) if (value.userId === userId) this.#cache.delete(key);
  }

  async #notify(payload: string): Promise<void> {
    this.#evict(payload);
    await this.db.$client.query('SELECT pg_notify($1, $2)', [REVOKED_CHANNEL, payload]);
  }

  async create(userId: number | null): Promise<Session> {
    const session = { id: token(), csrfToken: token(), userId };
    await this.db.insert(sessions).values({
      idHash: hashOf(session.id),
      userId,
      csrfToken: session.csrfToken,
      expiresAt: new Date(Date.now() + this.lifetimeMs),
    });
    return session;
  }

  /** A live session; null for unknown, expired or malformed ids. The idle expiry slides, written at most once a minute. */
  async find(id: string | undefined): Promise<Session | null> {
    if (!id || id.length > 100) return null;
    const idHash = hashOf(id);
    let entry = this.#cache.get(idHash);
    if (!entry) {
      const [row] = await this.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
      if (!row) return null;
      entry = {
        csrfToken: row.csrfToken,
        userId: row.userId,
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
      };
      this.#cache.set(idHash, entry);
    }
    const now = Date.now();
    if (entry.expiresAt <= now) return null;
    if (now - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = now;
      entry.expiresAt = now + this.lifetimeMs;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt: new Date(entry.expiresAt) })
        .where(eq(sessions.idHash, idHash));
    }
    return { id, csrfToken: entry.csrfToken, userId: entry.userId };
  }

  /** Sign-in and sign-out: the old id dies, a new id and CSRF token are issued (fixation defence). */
  async rotate(old: Session | null, userId: number | null): Promise<Session> {
    if (old) await this.destroy(old.id);
    return this.create(userId);
  }

  async destroy(id: string): Promise<void> {
    const idHash = hashOf(id);
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
    await this.#notify(idHash);
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    await this.#notify(`user:${userId}`);
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
