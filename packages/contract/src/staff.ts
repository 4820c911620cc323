import { z } from 'zod';
import { scopeSchema } from './scopes.ts';

/** What the staff console reads from `/api/staff/*` (besides applications and bookings). */

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });

/** How an account signs in: a password of ours, the society's single sign-on, both, or not yet. */
export const ACCOUNT_SOURCES = ['password', 'single-sign-on', 'both', 'none'] as const;

/** One account as staff see it (`GET /api/staff/accounts`). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  scopes: z.array(z.string()),
  disabled: z.boolean(),
  source: z.enum(ACCOUNT_SOURCES),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountPageSchema = page(staffAccountSchema);
export type StaffAccountPage = z.infer<typeof staffAccountPageSchema>;

/** `POST /api/staff/accounts`: a new account, invited by e-mail to choose its password. */
export const newAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  scopes: z.array(scopeSchema),
});
export type NewAccount = z.infer<typeof newAccountSchema>;

/** A newsletter subscriber as staff see it (`GET /api/staff/newsletter-subscribers`). */
export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  option: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = page(subscriberSchema);
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** Where a message in the outbox stands: waiting to go, delivered, or refused by the mail server. */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  /** The mail server's (or the connection's) answer to the last failed attempt. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = page(outboxMessageSchema).extend({
  /** Whether the api delivers mail at all (SMTP_URL set); without it mail stays queued. */
  smtp_configured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** `POST /api/staff/mail/test`: what the mail server answered to a test message. */
export const smtpTestResultSchema = z.object({ ok: z.boolean(), answer: z.string() });
export type SmtpTestResult = z.infer<typeof smtpTestResultSchema>;

/** One line of the audit log (`GET /api/staff/audit-log`). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = page(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/staff/statistics`: daily counts and the top searches, none of it about a person. */
export const siteStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      searches: z.number().int(),
      no_result_searches: z.number().int(),
      sign_ins: z.number().int(),
      bookings: z.number().int(),
      applications: z.number().int(),
    }),
  ),
  /** The names searched most often that found nothing, as typed (lower case). */
  no_result_queries: z.array(z.object({ query: z.string(), count: z.number().int() })),
  surnames: z.array(z.object({ surname: z.string(), count: z.number().int() })),
});
export type SiteStatistics = z.infer<typeof siteStatisticsSchema>;

/** `GET /api/staff/overview`: what needs attention on the console's first page. */
export const staffOverviewSchema = z.object({
  new_applications: z.number().int(),
  failed_mail: z.number().int(),
  queued_mail: z.number().int(),
  accounts: z.number().int(),
  confirmed_subscribers: z.number().int(),
  searches_last_7_days: z.number().int(),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;
