import type { SmtpTestResult } from '@society/contract/staff';
import nodemailer from 'nodemailer';
import type { ApiDb } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { HttpError } from '../http/http-error.ts';

export const SMTP_NOT_CONFIGURED =
  'No mail is sent: SMTP_URL is not set, so messages wait in the outbox. Ask the site’s operator to set it.';

/** How long a test waits on the mail server at each step before reporting it unreachable. */
const TIMEOUT_MS = 10_000;

/**
 * Sends one message straight to the configured SMTP server (not through the outbox) and reports
 * the server's answer, delivered or refused, so staff can check the settings.
 */
export async function sendTestMail(
  db: ApiDb,
  smtp: { url: string | undefined; from: string },
  actor: AuditActor,
  to: string,
): Promise<SmtpTestResult> {
  if (!smtp.url) throw HttpError.validation({ to: [SMTP_NOT_CONFIGURED] });
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  let result: SmtpTestResult;
  try {
    const info = await transport.sendMail({
      from: smtp.from,
      to,
      subject: 'Test message from the society’s website',
      text: `This is a test message sent by ${actor.email} from the staff console, to check the website's mail settings. No reply is needed.\n`,
    });
    result = { ok: true, answer: String(info.response ?? 'accepted') };
  } catch (error) {
    result = { ok: false, answer: (error as Error).message };
  } finally {
    transport.close();
  }
  await recordAudit(db, actor, {
    action: 'mail.test-sent',
    subjectType: 'mail',
    subjectId: to,
    summary: `Sent a test message to ${to}: ${result.ok ? 'accepted' : 'refused'} (${result.answer})`,
  });
  return result;
}
