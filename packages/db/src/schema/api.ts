import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** As given; uniqueness and look-ups use lower(email). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last successful sign-in, with a password or single sign-on (null: never since recorded). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set while a password sign-in awaits its second factor: the user is not signed in until then. */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    /** When this session passed a second factor (a code here, or the provider's own). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every api instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A member's bookmark of a page, record, person or image, named by its site path. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    kind: text('kind', { enum: ['page', 'record', 'person', 'image'] }).notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_user_path_idx').on(t.userId, t.path)],
);

/** A search kept by name: its query string is the whole search state. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastResultCount: integer('last_result_count'),
    /** Results added since the run before the last one, counted by the record search when it runs. */
    newResultCount: integer('new_result_count'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Searches a member ran, newest kept (the api trims each member's history to a cap). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    query: text('query').notNull(),
    resultCount: integer('result_count'),
    createdAt: createdAt(),
  },
  (t) => [index('search_history_user_idx').on(t.userId, t.createdAt)],
);

export const readingLists = pgTable(
  'reading_lists',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reading_lists_user_idx').on(t.userId)],
);

export const readingListItems = pgTable(
  'reading_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => readingLists.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [index('reading_list_items_list_idx').on(t.listId, t.position)],
);

/**
 * Addresses each account has signed in from with its password (kept 90 days after the last
 * sign-in): when the account-wide limit on failed sign-ins is reached, they still get in.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: owner(),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.address] }),
    index('sign_in_addresses_last_idx').on(t.lastSignedInAt),
  ],
);

/** Single-use password reset links; only the token's hash is kept. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: owner(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Mail waits here until the sender delivers it over SMTP (tests and local runs read it here). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.id)],
);

/**
 * Newsletter sign-ups with double opt-in: `pending` until the e-mailed single-use link is used
 * (only its hash is kept, with an expiry), then `confirmed`; `unsubscribed` by the link mailed on
 * confirmation (again only a hash). One row per address and newsletter (a CMS
 * `subscription_option` uid).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    optionUid: text('option_uid').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_option_idx').on(sql`lower(${t.email})`, t.optionUid),
    uniqueIndex('newsletter_subscriptions_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);

export const HEARD_ABOUT = [
  'search-engine',
  'social-media',
  'friend-or-family',
  'event-or-fair',
  'magazine-or-newsletter',
  'library-or-archive',
  'other',
] as const;

/** Applications to join, from a membership option's page; staff work through them from `new`. */
export const membershipApplications = pgTable(
  'membership_applications',
  {
    id: serial('id').primaryKey(),
    optionUid: text('option_uid').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    researchInterests: text('research_interests').notNull().default(''),
    heardAbout: text('heard_about', { enum: HEARD_ABOUT }),
    /** When the applicant accepted the privacy notice (the form refuses without it). */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['new', 'approved', 'declined'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
    /** When staff approved or declined it, who, and the message a decline sent the applicant. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineMessage: text('decline_message'),
  },
  (t) => [index('membership_applications_status_idx').on(t.status, t.createdAt)],
);

/**
 * What staff and editors did: who, when, what, and for settings the values before and after. The
 * actor's e-mail is copied so the line still reads when the account is gone. Kept at least a year.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A dotted verb from the api's audit vocabulary, e.g. `account.scope-granted`. */
    action: text('action').notNull(),
    /** What was acted on, e.g. `account` and its id, or `event` and its uid. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** One line a person reads in the console. */
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
  ],
);

/**
 * Site statistics as daily counts, with no personal data: no account, address or session, only a
 * metric (e.g. `search`, `search-no-results`, `surname`, `sign-in`) and an optional key (the
 * surname searched, the sign-in method). Days are London dates.
 */
export const siteStatisticsDaily = pgTable(
  'site_statistics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.metric, t.key] }),
    index('site_statistics_daily_metric_idx').on(t.metric, t.day),
  ],
);

export const apiSchema = {
  auditLog,
  siteStatisticsDaily,
  newsletterSubscriptions,
  membershipApplications,
  passwordResets,
  outbox,
  users,
  sessions,
  rateLimits,
  signInAddresses,
  bookmarks,
  savedSearches,
  searchHistory,
  readingLists,
  readingListItems,
};
