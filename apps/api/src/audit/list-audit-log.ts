import type { AuditPage } from '@society/contract/staff';
import { auditLog } from '@society/db/api-schema';
import { and, count, desc, eq, gte, ilike, like, lt, type SQL, sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { likePattern } from '../staff/like-pattern.ts';

export type AuditQuery = {
  /** Part of the actor's e-mail (or the command's label). */
  actor?: string;
  /** An action (`account.scope-granted`) or the start of one (`account.`). */
  action?: string;
  /** A subject type (`account`), or a type and its id (`account:12`). */
  subject?: string;
  /** London dates, both included. */
  from?: string;
  to?: string;
  page: number;
  per_page: number;
};

const londonMidnight = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Europe/London'`;

/**
 * The audit log, newest first, filtered as the console's form asks. Every part of the api that
 * records with `recordAudit` shows up here: the staff console, the studio and the command line.
 */
export async function listAuditLog(db: ApiDb, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(ilike(auditLog.actorEmail, likePattern(query.actor)));
  if (query.action) {
    const action = query.action.trim();
    filters.push(
      action.endsWith('.')
        ? like(auditLog.action, `${action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, action),
    );
  }
  if (query.subject) {
    const [type, ...id] = query.subject.trim().split(':');
    filters.push(eq(auditLog.subjectType, type!));
    if (id.length > 0) filters.push(eq(auditLog.subjectId, id.join(':')));
  }
  if (query.from) filters.push(gte(auditLog.at, londonMidnight(query.from)));
  if (query.to) filters.push(lt(auditLog.at, sql`${londonMidnight(query.to)} + interval '1 day'`));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return { data, total: total?.value ?? 0, page: query.page, per_page: query.per_page };
}
