import type { StaffAccountPage } from '@society/contract/staff';
import { users } from '@society/db/api-schema';
import { and, asc, count, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { likePattern } from './like-pattern.ts';

export type AccountQuery = { q?: string; scope?: string; page: number; per_page: number };

/** Whether the account has a single sign-on identity (SQL, per row). */
const hasIdentity = sql<boolean>`EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = ${users.id})`;

/** Accounts by name, then e-mail; `q` finds either, `scope` keeps those holding it. */
export async function listAccounts(db: ApiDb, query: AccountQuery): Promise<StaffAccountPage> {
  const { q, scope, page, per_page } = query;
  const filters: SQL[] = [];
  if (q) {
    const pattern = likePattern(q);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (scope) filters.push(sql`${scope} = ANY(${users.scopes})`);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        scopes: users.scopes,
        disabled: users.disabled,
        hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
        hasIdentity,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    scopes: row.scopes,
    disabled: row.disabled,
    source: row.hasPassword
      ? row.hasIdentity
        ? ('both' as const)
        : ('password' as const)
      : row.hasIdentity
        ? ('single-sign-on' as const)
        : ('none' as const),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
  return { data, total: total?.value ?? 0, page, per_page };
}
