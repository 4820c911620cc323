import type { NewAccount } from '@society/contract/staff';
import { users } from '@society/db/api-schema';
import type { ApiDb, ApiTx } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { issueSetPasswordLink } from '../users/password-resets.ts';
import type { User } from '../users/user-repository.ts';

/** An invitation is a set-password link that lasts a week: people do not read mail within the hour. */
export const INVITATION_LIFETIME_DAYS = 7;

export const EMAIL_TAKEN = 'An account with this e-mail address already exists.';

const invitationMail = (user: Pick<User, 'name' | 'email'>, link: URL) => ({
  to: user.email,
  subject: 'Your account on the society’s website',
  text: `Hello ${user.name},\n\nAn account has been made for you on the society’s website. Use this link within ${INVITATION_LIFETIME_DAYS} days to choose your password:\n${link}\n\nThen sign in with this e-mail address and that password.\n`,
});

/**
 * A new account without a password, and the invitation to choose one: the account, the link, the
 * mail and the audit line commit together.
 */
export async function inviteAccount(
  db: ApiDb,
  clock: Clock,
  siteUrl: string,
  actor: AuditActor,
  input: NewAccount,
): Promise<User> {
  return db.transaction(async (tx) => {
    // The unique index on lower(email) decides, so two invitations at once cannot both pass.
    const [user] = await tx
      .insert(users)
      .values({ name: input.name.trim(), email: input.email.trim(), scopes: [...new Set(input.scopes)] })
      .onConflictDoNothing()
      .returning();
    if (!user) throw HttpError.validation({ email: [EMAIL_TAKEN] });
    await sendInvitation(tx, clock, siteUrl, user);
    await recordAudit(tx, actor, {
      action: 'account.invited',
      subjectType: 'account',
      subjectId: user.id,
      summary: `Invited ${user.email}${user.scopes.length ? ` (${user.scopes.join(', ')})` : ''}`,
      after: { name: user.name, email: user.email, scopes: user.scopes },
    });
    return user;
  });
}

/** The invitation mail with a fresh week-long link (also what an approved application gets). */
export async function sendInvitation(
  tx: ApiDb | ApiTx,
  clock: Clock,
  siteUrl: string,
  user: Pick<User, 'id' | 'name' | 'email'>,
  mail = invitationMail,
): Promise<void> {
  const link = await issueSetPasswordLink(tx, clock, siteUrl, user, INVITATION_LIFETIME_DAYS * 86_400_000);
  await enqueueMail(tx, mail(user, link));
}
