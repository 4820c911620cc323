import type { Scope } from '@society/contract/scopes';
import { sessions, users } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { issueSetPasswordLink, passwordResetMail } from '../users/password-resets.ts';
import type { User } from '../users/user-repository.ts';

export const OWN_STAFF_SCOPE = 'You cannot remove your own staff scope: ask another member of staff.';
export const OWN_ACCOUNT_DISABLED = 'You cannot disable your own account.';
export const DISABLED_NO_RESET = 'The account is disabled: enable it before sending a reset link.';

/** The account, locked for the change, or 404. */
async function lockedAccount(tx: ApiTx, id: number): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw HttpError.notFound();
  return user;
}

/** Disables or re-enables an account; disabling ends its sessions (a database trigger does). */
export async function setAccountDisabled(db: ApiDb, actor: AuditActor, id: number, disabled: boolean) {
  if (disabled && id === actor.id) throw HttpError.validation({ account: [OWN_ACCOUNT_DISABLED] });
  return db.transaction(async (tx) => {
    const user = await lockedAccount(tx, id);
    if (user.disabled === disabled) return user;
    const [updated] = await tx
      .update(users)
      .set({ disabled, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: disabled ? 'account.disabled' : 'account.enabled',
      subjectType: 'account',
      subjectId: id,
      summary: `${disabled ? 'Disabled' : 'Re-enabled'} ${user.email}`,
      before: { disabled: user.disabled },
      after: { disabled },
    });
    return updated!;
  });
}

/** Grants or revokes one scope. Nobody removes their own `staff` scope, so the console keeps a keeper. */
export async function changeScope(
  db: ApiDb,
  actor: AuditActor,
  id: number,
  scope: Scope,
  granted: boolean,
): Promise<User> {
  if (!granted && scope === 'staff' && id === actor.id)
    throw HttpError.validation({ scope: [OWN_STAFF_SCOPE] });
  return db.transaction(async (tx) => {
    const user = await lockedAccount(tx, id);
    if (user.scopes.includes(scope) === granted) return user;
    const scopes = granted ? [...user.scopes, scope] : user.scopes.filter((held) => held !== scope);
    const [updated] = await tx
      .update(users)
      .set({ scopes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: granted ? 'account.scope-granted' : 'account.scope-revoked',
      subjectType: 'account',
      subjectId: id,
      summary: granted ? `Granted ${scope} to ${user.email}` : `Revoked ${scope} from ${user.email}`,
      before: { scopes: user.scopes },
      after: { scopes },
    });
    return updated!;
  });
}

/**
 * Ends every session of the account. The rows go in the transaction with the audit line; the
 * caller then tells every instance's session cache (`SessionStore.destroyAllFor`).
 */
export async function endAccountSessions(db: ApiDb, actor: AuditActor, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const user = await lockedAccount(tx, id);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.idHash });
    await recordAudit(tx, actor, {
      action: 'account.signed-out-everywhere',
      subjectType: 'account',
      subjectId: id,
      summary: `Signed ${user.email} out everywhere (${ended.length} ${ended.length === 1 ? 'session' : 'sessions'})`,
    });
    return ended.length;
  });
}

/** Mails the account a password-reset link (an hour), as the forgotten-password form would. */
export async function sendResetLink(db: ApiDb, clock: Clock, siteUrl: string, actor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const user = await lockedAccount(tx, id);
    if (user.disabled) throw HttpError.validation({ account: [DISABLED_NO_RESET] });
    const link = await issueSetPasswordLink(tx, clock, siteUrl, user);
    await enqueueMail(tx, passwordResetMail(user, link));
    await recordAudit(tx, actor, {
      action: 'account.reset-link-sent',
      subjectType: 'account',
      subjectId: id,
      summary: `Sent a password-reset link to ${user.email}`,
    });
  });
}
