import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './api.ts';

/** Single sign-on tables of the api database (the site as an OpenID Connect client). */

/** Which local user an (issuer, subject) pair is: members are identified by both, never by e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The scopes the provider gave last time, so a later sign-in can take back the ones it dropped. */
    providerScopes: text('provider_scopes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** A sign-in under way: state, nonce and PKCE verifier, found by the hash of the browser's cookie, used once. */
export const oidcTransactions = pgTable(
  'oidc_transactions',
  {
    idHash: text('id_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_transactions_expires_idx').on(t.expiresAt)],
);

/** The provider's tokens of a signed-in session, sealed with AES-256-GCM; they die with the session. */
export const oidcSessionTokens = pgTable(
  'oidc_session_tokens',
  {
    sessionIdHash: text('session_id_hash')
      .primaryKey()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** `{access_token, refresh_token?, id_token}` as JSON, encrypted (see the api's crypto/token-cipher.ts). */
    sealedTokens: text('sealed_tokens').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    /** Null when the provider gave no refresh token. */
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oidc_session_tokens_user_idx').on(t.userId)],
);
