import { users } from '@society/db/api-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ApiDb, connectApiDb } from '../api-db.ts';
import { setAuthenticator } from '../second-factor/set-authenticator.ts';
import { createUser, findUserByEmail } from './user-repository.ts';

/** The demo accounts' addresses: published in the README, so never valid on a real site. */
export const DEMO_EMAILS = ['member@example.org', 'staff@example.org'] as const;

export type DemoUser = { email: string; name: string; scopes: string[]; password: string };

/**
 * Fictional demo members for a local start; existing accounts are left as they are. Never in
 * production. The staff account needs two-step sign-in: it is set up with `staffTotpSecret` (the
 * start banner prints it, and `npm run demo-code` prints its current code), unless it has one.
 */
export async function seedDemoUsers(
  apiDatabaseUrl: string,
  passwords: { member: string; staff: string },
  staffTotpSecret: string,
) {
  if (process.env.NODE_ENV === 'production')
    throw new Error('Demo accounts are not seeded with NODE_ENV=production.');
  const demo: DemoUser[] = [
    { email: DEMO_EMAILS[0], name: 'Margaret Demo', scopes: ['member'], password: passwords.member },
    {
      email: DEMO_EMAILS[1],
      name: 'Samuel Demo',
      scopes: ['member', 'staff'],
      password: passwords.staff,
    },
  ];
  const db = connectApiDb(apiDatabaseUrl, 1);
  try {
    for (const user of demo) if (!(await findUserByEmail(db, user.email))) await createUser(db, user);
    const staff = await findUserByEmail(db, DEMO_EMAILS[1]);
    await setAuthenticator(db, staff!.id, staffTotpSecret);
    return demo;
  } finally {
    await db.$client.end();
  }
}

/**
 * Production refuses to run while a demo account can sign in: their addresses are public and a
 * development database copied to a server would carry them. Answers the line to print, or null.
 */
export async function demoAccountsProblem(db: ApiDb): Promise<string | null> {
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, [...DEMO_EMAILS]), eq(users.disabled, false)));
  if (found.length === 0) return null;
  const emails = found.map((user) => user.email).join(', ');
  return `Demo accounts can sign in (${emails}): disable them (npm run user -- disable <email>) before running with NODE_ENV=production.`;
}
