import type { Subscriber, SubscriberPage } from '@society/contract/staff';
import type { NEWSLETTER_STATUSES } from '@society/contract/subscriptions';
import { newsletterSubscriptions as subscriptions } from '@society/db/api-schema';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { spreadsheetCsvText } from '../csv/spreadsheet-csv.ts';
import { HttpError } from '../http/http-error.ts';
import { likePattern } from './like-pattern.ts';

export type SubscriberQuery = { q?: string; status?: (typeof NEWSLETTER_STATUSES)[number] };

const whereOf = ({ q, status }: SubscriberQuery) => {
  const filters: SQL[] = [];
  if (q)
    filters.push(or(ilike(subscriptions.email, likePattern(q)), ilike(subscriptions.name, likePattern(q)))!);
  if (status) filters.push(eq(subscriptions.status, status));
  return filters.length > 0 ? and(...filters) : undefined;
};

const answer = (row: typeof subscriptions.$inferSelect): Subscriber => ({
  id: row.id,
  email: row.email,
  name: row.name,
  option: row.optionUid,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

const ordered = (db: ApiDb, query: SubscriberQuery) =>
  db
    .select()
    .from(subscriptions)
    .where(whereOf(query))
    .orderBy(asc(subscriptions.email), asc(subscriptions.id));

/** Newsletter sign-ups by address; `q` finds an address or name. */
export async function listSubscribers(
  db: ApiDb,
  query: SubscriberQuery & { page: number; per_page: number },
): Promise<SubscriberPage> {
  const [rows, [total]] = await Promise.all([
    ordered(db, query)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(subscriptions).where(whereOf(query)),
  ]);
  return { data: rows.map(answer), total: total?.value ?? 0, page: query.page, per_page: query.per_page };
}

/** The same list as CSV, for the mailing tool; every text cell guarded against formulas. */
export async function subscribersCsv(db: ApiDb, query: SubscriberQuery): Promise<string> {
  const rows = (await ordered(db, query)).map(answer);
  return spreadsheetCsvText(
    [
      ['E-mail', 'Name', 'Newsletter', 'Status', 'Signed up', 'Confirmed', 'Unsubscribed'],
      ...rows.map((row) => [
        row.email,
        row.name,
        row.option,
        row.status,
        row.created_at,
        row.confirmed_at ?? '',
        row.unsubscribed_at ?? '',
      ]),
    ],
    { bom: true },
  );
}

/** Unsubscribes an address on its owner's request (by letter, telephone, e-mail). */
export async function unsubscribeSubscriber(db: ApiDb, actor: AuditActor, id: number): Promise<Subscriber> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!row) throw HttpError.notFound();
    if (row.status === 'unsubscribed') return answer(row);
    const [updated] = await tx
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(eq(subscriptions.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'subscriber.unsubscribed',
      subjectType: 'subscriber',
      subjectId: id,
      summary: `Unsubscribed ${row.email} from ${row.optionUid}`,
      before: { status: row.status },
      after: { status: 'unsubscribed' },
    });
    return answer(updated!);
  });
}
