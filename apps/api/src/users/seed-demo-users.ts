import { connectApiDb } from '../api-db.ts';
import { createUser, findUserByEmail } from './user-repository.ts';

export type DemoUser = { email: string; name: string; scopes: string[]; password: string };

/** Fictional demo members for a local start; existing accounts are left as they are. */
export async function seedDemoUsers(apiDatabaseUrl: string, passwords: { member: string; staff: string }) {
  const demo: DemoUser[] = [
    { email: 'member@example.org', name: 'Margaret Demo', scopes: ['member'], password: passwords.member },
    {
      email: 'staff@example.org',
      name: 'Samuel Demo',
      scopes: ['member', 'staff'],
      password: passwords.staff,
    },
  ];
  const db = connectApiDb(apiDatabaseUrl, 1);
  try {
    for (const user of demo) if (!(await findUserByEmail(db, user.email))) await createUser(db, user);
    return demo;
  } finally {
    await db.$client.end();
  }
}
