import type { MailState, OutboxMessage, OutboxPage } from '@society/contract/staff';
import { outbox } from '@society/db/api-schema';
import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { HttpError } from '../http/http-error.ts';
import { likePattern } from '../staff/like-pattern.ts';

export const ALREADY_SENT = 'This message has already been sent.';

/** A message's state from its columns: sent once delivered, failed while its last attempt failed. */
const STATE_WHERE: Record<MailState, SQL> = {
  sent: isNotNull(outbox.sentAt),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.lastError))!,
  queued: and(isNull(outbox.sentAt), isNull(outbox.lastError))!,
};

const answer = (row: typeof outbox.$inferSelect): OutboxMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  state: row.sentAt ? 'sent' : row.lastError ? 'failed' : 'queued',
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export type OutboxQuery = { state?: MailState; q?: string; page: number; per_page: number };

/** The outbox, newest first; `q` finds a recipient or subject. The text is not shown: it may hold links. */
export async function listOutbox(
  db: ApiDb,
  query: OutboxQuery,
  smtpConfigured: boolean,
): Promise<OutboxPage> {
  const filters: SQL[] = [];
  if (query.state) filters.push(STATE_WHERE[query.state]);
  if (query.q) filters.push(ilike(outbox.to, likePattern(query.q)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return {
    data: rows.map(answer),
    total: total?.value ?? 0,
    page: query.page,
    per_page: query.per_page,
    smtp_configured: smtpConfigured,
  };
}

/** Queues an unsent message again with a fresh count of attempts; the sender takes it on its next round. */
export async function retryMail(db: ApiDb, actor: AuditActor, id: number): Promise<OutboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw HttpError.notFound();
    if (row.sentAt) throw HttpError.validation({ message: [ALREADY_SENT] });
    const [updated] = await tx
      .update(outbox)
      .set({ attempts: 0, lastError: null })
      .where(eq(outbox.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'mail.retried',
      subjectType: 'mail',
      subjectId: id,
      summary: `Queued “${row.subject}” to ${row.to} again`,
      before: { attempts: row.attempts, last_error: row.lastError },
      after: { attempts: 0, last_error: null },
    });
    return answer(updated!);
  });
}
