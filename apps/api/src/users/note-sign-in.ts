import { users } from '@society/db/api-schema';
import { eq, sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { countStatistic } from '../statistics/count-statistic.ts';

/** A successful sign-in: the account's "last sign-in" for staff, and the day's count (no one named). */
export async function noteSignIn(
  db: ApiDb,
  userId: number,
  /** `second-factor`: either way, finished by giving a code. */
  method: 'password' | 'single-sign-on' | 'second-factor',
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, userId));
    await countStatistic(tx, 'sign-in', method);
  });
}
