import { sessions } from '@society/db/api-schema';
import { recoveryCodes, secondFactors } from '@society/db/api-second-factors-schema';
import { eq, sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { SESSION_REVOKED_CHANNEL } from '../sessions/session-store.ts';

/**
 * An operator removes an account's two-step sign-in (its owner lost the phone and the recovery
 * codes): authenticator and recovery codes go, and every session of the account ends, so the next
 * sign-in is with the password alone and, for staff, sets it up again. False when it had none.
 */
export async function resetSecondFactor(db: ApiDb, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const removed = await tx.delete(secondFactors).where(eq(secondFactors.userId, userId)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.execute(sql`SELECT pg_notify(${SESSION_REVOKED_CHANNEL}, ${`user:${userId}`})`);
    return removed.length > 0;
  });
}
