import argon2 from 'argon2';
import type pg from 'pg';

export type Member = { id: string; email: string; name: string; scopes: string[]; amr: string[] };
type MemberRow = Member & { password_hash: string };

/** OWASP's argon2id parameters, as the api uses for its own passwords. */
const hashing = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Checked against when the e-mail is unknown, so both failures take as long. */
const decoyHash = argon2.hash('decoy-password-never-matches', hashing);

export async function findMemberById(pool: pg.Pool, id: string): Promise<Member | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await pool.query<Member>(
    'SELECT id, email, name, scopes, amr FROM members WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** The member whose e-mail and password these are, or undefined (same time either way). */
export async function authenticateMember(
  pool: pg.Pool,
  email: string,
  password: string,
): Promise<Member | undefined> {
  const { rows } = await pool.query<MemberRow>(
    'SELECT id, email, name, scopes, amr, password_hash FROM members WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  const row = rows[0];
  const valid = await argon2.verify(row?.password_hash ?? (await decoyHash), password).catch(() => false);
  if (!row || !valid) return undefined;
  return { id: row.id, email: row.email, name: row.name, scopes: row.scopes, amr: row.amr };
}

/** Adds the member unless the e-mail exists; the stored password is only ever the hash. */
export async function ensureMember(
  pool: pg.Pool,
  member: { email: string; name: string; scopes: string[]; password: string; amr?: string[] },
): Promise<Member> {
  const select = 'SELECT id, email, name, scopes, amr FROM members WHERE lower(email) = lower($1)';
  const existing = (await pool.query<Member>(select, [member.email])).rows[0];
  if (existing) return existing;
  const passwordHash = await argon2.hash(member.password, hashing);
  await pool.query(
    `INSERT INTO members (email, name, password_hash, scopes, amr) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (lower(email)) DO NOTHING`,
    [member.email, member.name, passwordHash, member.scopes, member.amr ?? ['pwd']],
  );
  return (await pool.query<Member>(select, [member.email])).rows[0]!;
}
