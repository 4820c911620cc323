import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ApiDb } from '../api-db.ts';

/** Attempts before a mail is left unsent for good (its last error kept). */
export const MAX_ATTEMPTS = 5;

/** Sends up to `batch` waiting mails; several instances can run it at once (SKIP LOCKED). */
export async function sendPendingMail(
  db: ApiDb,
  transport: Transporter,
  from: string,
  batch = 20,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; to: string; subject: string; text: string }>(sql`
      SELECT id, "to", subject, text FROM outbox WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}
      ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`);
    for (const mail of rows) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await tx.execute(
          sql`UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = ${mail.id}`,
        );
      } catch (error) {
        await tx.execute(
          sql`UPDATE outbox SET attempts = attempts + 1, last_error = ${(error as Error).message} WHERE id = ${mail.id}`,
        );
      }
    }
    return rows.length;
  });
}

/** Polls the outbox every few seconds when SMTP is configured; returns a stop function. */
export function startOutboxSender(
  db: ApiDb,
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
): () => void {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendPendingMail(db, transport, from)
      .catch((error: Error) => log.warn({ err: error.message }, 'outbox sender failed'))
      .finally(() => {
        running = false;
      });
  }, 5000);
  timer.unref();
  return () => clearInterval(timer);
}
