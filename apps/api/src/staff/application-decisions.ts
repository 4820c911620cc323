import { membershipApplications, users } from '@society/db/api-schema';
import { eq, sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import type { User } from '../users/user-repository.ts';
import { INVITATION_LIFETIME_DAYS, sendInvitation } from './invite-account.ts';

type Application = typeof membershipApplications.$inferSelect;

export const ALREADY_DECIDED = 'This application has already been decided.';
export const ACCOUNT_DISABLED = 'The account with this e-mail address is disabled: enable it first.';

const welcomeWithLink = (user: Pick<User, 'name' | 'email'>, link: URL) => ({
  to: user.email,
  subject: 'Welcome to the society',
  text: `Dear ${user.name},\n\nYour membership application has been approved: welcome to the society.\n\nUse this link within ${INVITATION_LIFETIME_DAYS} days to choose the password of your account on our website:\n${link}\n\nThen sign in with this e-mail address to use the members' area and members-only records.\n`,
});

const welcomeBack = (user: Pick<User, 'name' | 'email'>) => ({
  to: user.email,
  subject: 'Welcome to the society',
  text: `Dear ${user.name},\n\nYour membership application has been approved: welcome to the society.\n\nSign in to our website with your account as before: the members' area and members-only records are now open to you.\n`,
});

async function lockedNewApplication(tx: ApiTx, id: number): Promise<Application> {
  const [application] = await tx
    .select()
    .from(membershipApplications)
    .where(eq(membershipApplications.id, id))
    .for('update');
  if (!application) throw HttpError.notFound();
  if (application.status !== 'new') throw HttpError.validation({ application: [ALREADY_DECIDED] });
  return application;
}

const decided = (actor: AuditActor, status: 'approved' | 'declined', message: string | null = null) => ({
  status,
  decidedAt: new Date(),
  decidedBy: actor.id,
  declineMessage: message,
});

/**
 * Approves an application: the applicant's account is made (or found by e-mail) with scope
 * `member`, and welcomed by e-mail, with a link to choose a password when it has none yet.
 */
export async function approveApplication(
  db: ApiDb,
  clock: Clock,
  siteUrl: string,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const application = await lockedNewApplication(tx, id);
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${application.email})`)
      .for('update');
    if (existing?.disabled) throw HttpError.validation({ application: [ACCOUNT_DISABLED] });
    const account =
      existing ??
      (await tx.insert(users).values({ name: application.name, email: application.email }).returning())[0]!;
    if (!account.scopes.includes('member'))
      await tx
        .update(users)
        .set({ scopes: [...account.scopes, 'member'], updatedAt: new Date() })
        .where(eq(users.id, account.id));
    if (account.passwordHash) await enqueueMail(tx, welcomeBack(account));
    else await sendInvitation(tx, clock, siteUrl, account, welcomeWithLink);
    await tx
      .update(membershipApplications)
      .set(decided(actor, 'approved'))
      .where(eq(membershipApplications.id, id));
    await recordAudit(tx, actor, {
      action: 'application.approved',
      subjectType: 'application',
      subjectId: id,
      summary: `Approved the application of ${application.email} (${existing ? 'account upgraded' : 'account created'})`,
      before: { status: 'new', scopes: existing?.scopes ?? null },
      after: { status: 'approved', account: account.id, scopes: [...new Set([...account.scopes, 'member'])] },
    });
  });
}

/** Declines an application and tells the applicant by e-mail, with staff's message. */
export async function declineApplication(db: ApiDb, actor: AuditActor, id: number, message: string) {
  await db.transaction(async (tx) => {
    const application = await lockedNewApplication(tx, id);
    await tx
      .update(membershipApplications)
      .set(decided(actor, 'declined', message.trim()))
      .where(eq(membershipApplications.id, id));
    await enqueueMail(tx, {
      to: application.email,
      subject: 'Your membership application',
      text: `Dear ${application.name},\n\nThank you for applying to join the society. We are unable to accept your application:\n\n${message.trim()}\n`,
    });
    await recordAudit(tx, actor, {
      action: 'application.declined',
      subjectType: 'application',
      subjectId: id,
      summary: `Declined the application of ${application.email}`,
      before: { status: 'new' },
      after: { status: 'declined', message: message.trim() },
    });
  });
}
