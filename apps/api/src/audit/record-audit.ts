import { auditLog } from '@society/db/api-schema';
import type { ApiDb, ApiTx } from '../api-db.ts';

/** Who acted: a signed-in account, or a command run by an operator (no account, a label). */
export type AuditActor = { readonly id: number | null; readonly email: string };

/** The operator's command line, for changes made with `npm run user` and the like. */
export const commandLineActor = (command: string): AuditActor => ({ id: null, email: `(${command})` });

export type AuditEntry = {
  /** A dotted verb, e.g. `account.scope-granted`; the console filters on it. */
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string | number;
  /** One line a person reads, e.g. "Granted staff to ada@example.org". */
  readonly summary: string;
  /** For settings: the values before and after the change (only the fields that changed). */
  readonly before?: Record<string, unknown> | null;
  readonly after?: Record<string, unknown> | null;
};

/**
 * Records a staff or editor action. Pass the transaction that makes the change, so the change and
 * its record commit together or not at all.
 */
export async function recordAudit(db: ApiDb | ApiTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
