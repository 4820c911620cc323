import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The development identity provider (apps/idp-dev). Never part of a production deployment; its
 * database only exists so a local start and the tests run the real sign-in protocol end to end.
 */

/** Every oidc-provider model (sessions, grants, codes, tokens, interactions) as JSON, by model and id. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/** Fictional test members who can sign in at the provider; `id` is their stable subject (`sub`). */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Carried to the site in the `society_scopes` claim. */
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    /**
     * How the provider says it authenticated the member (RFC 8176 `amr` values, carried in its ID
     * tokens): `pwd` by default; `otp` and `mfa` stand for a provider that asked its own second factor.
     */
    amr: text('amr').array().notNull().default(sql`'{pwd}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Secrets made once and shared by every instance: the signing key set and the cookie keys. */
export const providerSecrets = pgTable('provider_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idpSchema = { oidcModels, members, providerSecrets };
