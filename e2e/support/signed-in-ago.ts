import { SESSION_REVOKED_CHANNEL } from '@society/api/session-store';
import { sessions, users } from '@society/db/api-schema';
import { eq, sql } from 'drizzle-orm';
import { apiDb } from './members.ts';

/**
 * Makes the account's sessions look signed in `minutes` earlier than they were, for what the api
 * allows only soon after signing in. Its session cache is told to read them again (the message it
 * gets when sessions end), so the next request sees the new time.
 */
export async function signedInAgo(email: string, minutes: number): Promise<void> {
  const db = apiDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No account ${email}`);
  await db
    .update(sessions)
    .set({ createdAt: sql`${sessions.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(sessions.userId, user.id));
  await db.execute(sql`SELECT pg_notify(${SESSION_REVOKED_CHANNEL}, ${`user:${user.id}`})`);
}
