import { outbox } from '@society/db/api-schema';
import type { ApiDb, ApiTx } from '../api-db.ts';

export type Mail = { to: string; subject: string; text: string };

/** Mail is written in the same database as the change that causes it, then sent by the outbox sender. */
export async function enqueueMail(db: ApiDb | ApiTx, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
}
