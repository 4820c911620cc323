import { users } from '@society/db/api-schema';
import { sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';
import { type AuditEntry, commandLineActor, recordAudit } from '../audit/record-audit.ts';
import { resetSecondFactor } from '../second-factor/reset-second-factor.ts';
import {
  createUser,
  findUserByEmail,
  grantScope,
  revokeScope,
  setDisabled,
  setPassword,
} from '../users/user-repository.ts';

export type UserCommand = {
  command: string;
  email: string;
  /** The name for `create`, the scope for `grant-scope` and `revoke-scope`. */
  third: string | undefined;
  scopes: string[];
  /** The password to set: given, or generated (then printed). */
  password: () => { value: string; generated: boolean };
};

/**
 * Runs one `npm run user` command on the api database and answers what to print, or null for an
 * unknown command. Each change is written to the audit log in its own transaction, under the
 * command's name.
 */
export async function runUserCommand(db: ApiDb, input: UserCommand): Promise<string | null> {
  const { command, email, third } = input;
  const found = (ok: boolean, done: string) => (ok ? done : `No user with the e-mail ${email}.`);
  /** The change and its audit line in one transaction; nothing is recorded when nothing changed. */
  const audited = (
    change: (tx: ApiTx) => Promise<boolean>,
    entry: Omit<AuditEntry, 'subjectType' | 'subjectId'>,
  ) =>
    db.transaction(async (tx) => {
      const changed = await change(tx);
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (changed && user)
        await recordAudit(tx, commandLineActor(`npm run user ${command}`), {
          ...entry,
          subjectType: 'account',
          subjectId: user.id,
        });
      return changed;
    });
  if (command === 'create' && third) {
    const secret = input.password();
    const scopes = input.scopes;
    let id = 0;
    await audited(
      async (tx) => {
        id = (await createUser(tx, { email, name: third, password: secret.value, scopes })).id;
        return true;
      },
      { action: 'account.created', summary: `Created ${email}`, after: { name: third, email, scopes } },
    );
    return `Created user ${id} <${email}>${secret.generated ? ` with password ${secret.value}` : ''}.`;
  }
  if (command === 'set-password') {
    const secret = input.password();
    return found(
      await audited((tx) => setPassword(tx, email, secret.value), {
        action: 'account.password-set',
        summary: `Set the password of ${email}`,
      }),
      `Password changed${secret.generated ? `: ${secret.value}` : '.'}`,
    );
  }
  if (command === 'grant-scope' && third)
    return found(
      await audited((tx) => grantScope(tx, email, third), {
        action: 'account.scope-granted',
        summary: `Granted ${third} to ${email}`,
      }),
      `Granted ${third} to ${email}.`,
    );
  if (command === 'revoke-scope' && third)
    return found(
      await audited((tx) => revokeScope(tx, email, third), {
        action: 'account.scope-revoked',
        summary: `Revoked ${third} from ${email}`,
      }),
      `Revoked ${third} from ${email}.`,
    );
  if (command === 'disable')
    return found(
      await audited((tx) => setDisabled(tx, email, true), {
        action: 'account.disabled',
        summary: `Disabled ${email}`,
        after: { disabled: true },
      }),
      `Disabled ${email}.`,
    );
  if (command === 'reset-two-factor') {
    const user = await findUserByEmail(db, email);
    if (!user) return found(false, '');
    const removed = await resetSecondFactor(db, user.id);
    if (removed)
      await recordAudit(db, commandLineActor(`npm run user ${command}`), {
        action: 'account.two-step-reset',
        subjectType: 'account',
        subjectId: user.id,
        summary: `Removed two-step sign-in of ${email}`,
      });
    return removed
      ? `Two-step sign-in removed for ${email}, and every session ended. They set it up again after signing in.`
      : `${email} had no two-step sign-in; nothing changed.`;
  }
  return null;
}
