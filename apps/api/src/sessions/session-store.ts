import type { ChangeFeed } from '@society/db';
import { sessions } from '@society/db/api-schema';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { FeedCache } from '../cache/feed-cache.ts';
import type { Clock } from '../clock.ts';
import { newSecretToken, tokenHash } from '../http/secret-token.ts';

/**
 * `endsAt`: the absolute end, however active the session is (ms since the epoch). `userId` is null
 * for guests and for a sign-in that still awaits its second factor (`pendingUserId`), which reaches
 * nothing but the code's answer. `secondFactor`: the session passed a second factor.
 */
export type Session = {
  id: string;
  csrfToken: string;
  userId: number | null;
  /** When it was made: a sign-in makes a new session (ms since the epoch). */
  signedInAt: number;
  endsAt: number;
  pendingUserId: number | null;
  secondFactor: boolean;
};
type Cached = {
  csrfToken: string;
  userId: number | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  pendingUntil: number | null;
  secondFactor: boolean;
};
export type SessionLifetimes = { idleMs: number; absoluteMs: number };
/** How a new session starts: signed in after a second factor, or waiting for one until `pendingUntil`. */
export type SessionStart = { secondFactor?: boolean; pendingUntil?: number };

const TOUCH_INTERVAL_MS = 60_000;
/** Payload: a session's id hash, or `user:<id>` for all of a user's sessions. Also sent by a trigger on users. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/**
 * Sessions live in PostgreSQL so any api instance can serve any request; ids are stored hashed.
 * Lookups are cached per process; a revocation anywhere reaches every instance at once through
 * NOTIFY, so signing out is never delayed by the cache. Idle expiry slides (written at most once
 * a minute); the absolute end is fixed at sign-in.
 */
export class SessionStore {
  readonly #cache: FeedCache<string, Cached>;

  constructor(
    private readonly db: ApiDb,
    feed: ChangeFeed,
    private readonly lifetimes: SessionLifetimes,
    private readonly clock: Clock,
  ) {
    this.#cache = new FeedCache(feed, { name: 'api_sessions', max: 50_000, ttlMs: 60_000 });
    feed.subscribe(SESSION_REVOKED_CHANNEL, {
      onChange: (payload) => this.#evict(payload),
      onReset: () => this.#cache.clear(),
    });
  }

  #evict(payload: string): void {
    if (payload.startsWith('user:')) {
      const userId = Number(payload.slice(5));
      this.#cache.deleteWhere((value) => value.userId === userId);
    } else this.#cache.delete(payload);
  }

  async #notify(payload: string): Promise<void> {
    this.#evict(payload);
    await this.db.$client.query('SELECT pg_notify($1, $2)', [SESSION_REVOKED_CHANNEL, payload]);
  }

  async create(userId: number | null, start: SessionStart = {}): Promise<Session> {
    const now = this.clock();
    const pending = start.pendingUntil !== undefined && userId !== null;
    const secondFactor = !pending && userId !== null && start.secondFactor === true;
    const session = {
      id: newSecretToken(),
      csrfToken: newSecretToken(),
      userId: pending ? null : userId,
      signedInAt: now,
      endsAt: now + this.lifetimes.absoluteMs,
      pendingUserId: pending ? userId : null,
      secondFactor,
    };
    // A pending session keeps its user in `user_id`, so every way of ending the user's sessions
    // (sign out everywhere, a new password, a disabled account) ends it too.
    await this.db.insert(sessions).values({
      idHash: tokenHash(session.id),
      userId,
      csrfToken: session.csrfToken,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(Math.min(now + this.lifetimes.idleMs, session.endsAt)),
      pendingUntil: pending ? new Date(start.pendingUntil!) : null,
      secondFactorAt: secondFactor ? new Date(now) : null,
    });
    return session;
  }

  /** A live session; null for unknown, idle, ended or malformed ids. */
  async find(id: string | undefined): Promise<Session | null> {
    if (!id || id.length > 100) return null;
    const idHash = tokenHash(id);
    const now = this.clock();
    const entry = await this.#cache.load(idHash, async () => {
      const [row] = await this.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date(now))));
      return (
        row && {
          csrfToken: row.csrfToken,
          userId: row.userId,
          createdAt: row.createdAt.getTime(),
          lastSeenAt: row.lastSeenAt.getTime(),
          expiresAt: row.expiresAt.getTime(),
          pendingUntil: row.pendingUntil?.getTime() ?? null,
          secondFactor: row.secondFactorAt !== null,
        }
      );
    });
    if (!entry) return null;
    const endsAt = entry.createdAt + this.lifetimes.absoluteMs;
    if (entry.expiresAt <= now || endsAt <= now) return null;
    if (entry.pendingUntil !== null && entry.pendingUntil <= now) return null;
    if (now - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = now;
      entry.expiresAt = Math.min(now + this.lifetimes.idleMs, endsAt);
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt: new Date(entry.expiresAt) })
        .where(eq(sessions.idHash, idHash));
    }
    const pending = entry.pendingUntil !== null;
    return {
      id,
      csrfToken: entry.csrfToken,
      userId: pending ? null : entry.userId,
      signedInAt: entry.createdAt,
      endsAt,
      pendingUserId: pending ? entry.userId : null,
      secondFactor: entry.secondFactor,
    };
  }

  /** Sign-in and sign-out: the old id dies, a new id and CSRF token are issued (fixation defence). */
  async rotate(old: Session | null, userId: number | null, start: SessionStart = {}): Promise<Session> {
    if (old) await this.destroy(old.id);
    return this.create(userId, start);
  }

  /**
   * The session passed a second factor: a half-signed-in one becomes signed in, a signed-in one
   * may reach staff tools. Kept under its id (issued moments ago at sign-in, so nobody else knows
   * it), which also keeps a single sign-on session's provider tokens with it.
   */
  async passSecondFactor(id: string): Promise<void> {
    const idHash = tokenHash(id);
    await this.db
      .update(sessions)
      .set({ pendingUntil: null, secondFactorAt: new Date(this.clock()) })
      .where(eq(sessions.idHash, idHash));
    await this.#notify(idHash);
  }

  async destroy(id: string): Promise<void> {
    const idHash = tokenHash(id);
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
    await this.#notify(idHash);
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    await this.#notify(`user:${userId}`);
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date(this.clock())));
  }
}
