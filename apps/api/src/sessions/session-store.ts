import { createHash, randomBytes } from 'node:crypto';
import { sessions } from '@society/db/api-schema';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';

export type Session = { id: string; csrfToken: string; userId: number | null };

const TOUCH_INTERVAL_MS = 60_000;
const token = () => randomBytes(30).toString('base64url');
const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Sessions live in PostgreSQL so any api instance can serve any request; ids are stored hashed. */
export class SessionStore {
  constructor(
    private readonly db: ApiDb,
    private readonly lifetimeMs: number,
  ) {}

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

  /**
   * A live session; null for unknown, expired or malformed ids. The idle expiry slides forward,
   * written at most once a minute so that reads stay reads.
   */
  async find(id: string | undefined): Promise<Session | null> {
    if (!id || id.length > 100) return null;
    const idHash = hashOf(id);
    const [row] = await this.db
      .select({ csrfToken: sessions.csrfToken, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + this.lifetimeMs) })
        .where(eq(sessions.idHash, idHash));
    }
    return { id, csrfToken: row.csrfToken, userId: row.userId };
  }

  /** Sign-in and sign-out: the old id dies, a new id and CSRF token are issued (fixation defence). */
  async rotate(old: Session | null, userId: number | null): Promise<Session> {
    if (old) await this.destroy(old.id);
    return this.create(userId);
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, hashOf(id)));
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
