import { secondFactors } from '@society/db/api-second-factors-schema';
import type { ApiDb } from '../api-db.ts';

/**
 * Gives an account an authenticator with a known key, already confirmed, unless it has one: for
 * the demo staff account and for tests that need a staff member who has set up two-step sign-in.
 * Never part of a request: real accounts enrol through the api.
 */
export async function setAuthenticator(db: ApiDb, userId: number, secret: string): Promise<void> {
  await db.insert(secondFactors).values({ userId, secret, confirmedAt: new Date() }).onConflictDoNothing();
}
