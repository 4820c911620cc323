import { userIdentities } from '@society/db/api-oidc-schema';
import { users } from '@society/db/api-schema';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../api-db.ts';
import { HttpError } from '../http/http-error.ts';

const scopeList = z.array(z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/)).max(20);

/** What the site needs from the provider's claims (ID token, else userinfo). */
export const memberClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().email().max(254),
  email_verified: z.boolean().optional(),
  name: z.string().trim().min(1).max(200).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
});

export type MemberClaims = z.infer<typeof memberClaimsSchema> & { scopes: string[] };

export function memberClaims(claims: Record<string, unknown>, scopesClaim: string): MemberClaims {
  const parsed = memberClaimsSchema.parse(claims);
  const scopes = scopeList.safeParse(claims[scopesClaim] ?? []);
  return { ...parsed, scopes: scopes.success ? [...new Set(scopes.data)] : [] };
}

const displayName = (claims: MemberClaims) =>
  claims.name ?? ([claims.given_name, claims.family_name].filter(Boolean).join(' ') || claims.email);

export class IdentityConflictError extends HttpError {
  constructor() {
    super(409, 'An account with this e-mail address already exists. Sign in with your password.');
  }
}

/**
 * The local user of an (issuer, subject) pair, never found by e-mail alone. A first sign-in creates
 * the user, or links an existing account with the same address when the provider says it verified
 * it. The provider's scopes replace the ones it gave last time; scopes granted on the site stay.
 */
export async function userForIdentity(db: ApiDb, issuer: string, claims: MemberClaims): Promise<number> {
  const merge = (current: string[], dropped: string[]) =>
    [...new Set([...current.filter((scope) => !dropped.includes(scope)), ...claims.scopes])].sort();
  const isThisIdentity = and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, claims.sub));
  return db.transaction(async (tx) => {
    const [identity] = await tx.select().from(userIdentities).where(isThisIdentity).for('update');
    if (identity) {
      const [user] = await tx.select().from(users).where(eq(users.id, identity.userId)).for('update');
      await tx
        .update(users)
        .set({ scopes: merge(user!.scopes, identity.providerScopes), updatedAt: new Date() })
        .where(eq(users.id, identity.userId));
      await tx
        .update(userIdentities)
        .set({ providerScopes: claims.scopes, lastSignInAt: new Date() })
        .where(isThisIdentity);
      return identity.userId;
    }
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${claims.email})`)
      .for('update');
    if (existing && claims.email_verified !== true) throw new IdentityConflictError();
    const [user] = existing
      ? await tx
          .update(users)
          .set({ scopes: merge(existing.scopes, []), updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({
            email: claims.email,
            name: displayName(claims),
            passwordHash: null,
            scopes: claims.scopes,
          })
          .returning();
    await tx
      .insert(userIdentities)
      .values({ issuer, subject: claims.sub, userId: user!.id, providerScopes: claims.scopes });
    return user!.id;
  });
}

/** The user an access token's (issuer, subject) names, if that member has signed in before. */
export async function userIdForSubject(db: ApiDb, issuer: string, subject: string): Promise<number | null> {
  const [identity] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return identity?.userId ?? null;
}
