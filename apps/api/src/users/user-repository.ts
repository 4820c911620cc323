import { users } from '@society/db/api-schema';
import { eq, sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';
import { hashPassword } from './password.ts';

export type User = typeof users.$inferSelect;

/** What `GET /api/user` answers: never the password hash. */
export const publicUser = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  scope: user.scopes,
  created_at: user.createdAt.toISOString(),
  updated_at: user.updatedAt.toISOString(),
});

export async function findUserByEmail(db: ApiDb, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserById(db: ApiDb, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function createUser(
  db: ApiDb | ApiTx,
  input: { email: string; name: string; password: string; scopes?: string[] },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      scopes: input.scopes ?? [],
    })
    .returning();
  return user!;
}

/** A new password; the database then ends the user's sessions and outstanding reset links. */
export async function setPassword(db: ApiDb | ApiTx, email: string, password: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function grantScope(db: ApiDb | ApiTx, email: string, scope: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({
      scopes: sql`array(SELECT DISTINCT unnest(${users.scopes} || ARRAY[${scope}]::text[]))`,
      updatedAt: new Date(),
    })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function revokeScope(db: ApiDb | ApiTx, email: string, scope: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ scopes: sql`array_remove(${users.scopes}, ${scope})`, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function setDisabled(db: ApiDb | ApiTx, email: string, disabled: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ disabled, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return updated.length > 0;
}
