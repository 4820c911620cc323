import pg from 'pg';
import { ensureMember, type Member } from './members.ts';

export type TestMember = Member & { password: string };

/** Fictional members of the demo society who sign in at idp-dev; existing ones are kept as they are. */
export async function seedTestMembers(
  idpDatabaseUrl: string,
  passwords: { member: string; staff: string },
): Promise<TestMember[]> {
  const people = [
    {
      email: 'edith.sso@example.org',
      name: 'Edith Fairbairn',
      scopes: ['member'],
      password: passwords.member,
    },
    {
      email: 'walter.sso@example.org',
      name: 'Walter Pennington',
      scopes: ['member', 'staff'],
      password: passwords.staff,
      // His sign-ins say the provider asked its own second factor, so the site does not ask again.
      amr: ['pwd', 'otp', 'mfa'],
    },
  ];
  const pool = new pg.Pool({ connectionString: idpDatabaseUrl, max: 1 });
  try {
    const seeded: TestMember[] = [];
    for (const person of people)
      seeded.push({ ...(await ensureMember(pool, person)), password: person.password });
    return seeded;
  } finally {
    await pool.end();
  }
}
