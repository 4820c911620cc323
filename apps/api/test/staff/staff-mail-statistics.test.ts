import {
  outboxPageSchema,
  siteStatisticsSchema,
  smtpTestResultSchema,
  staffOverviewSchema,
  subscriberPageSchema,
} from '@society/contract/staff';
import { newsletterSubscriptions, outbox, siteStatisticsDaily } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/mail/enqueue-mail.ts';
import { sendPendingMail } from '../../src/mail/outbox-sender.ts';
import { SMTP_NOT_CONFIGURED } from '../../src/mail/send-test-mail.ts';
import { type SmtpSink, startSmtpSink } from '../../src/mail/smtp-sink.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';

const PASSWORD = 'a long enough password';
let sink: SmtpSink;
let api: TestApi;
let staff: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await buildTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}` } });
  await createUser(api.services.db, {
    email: 'stef@example.org',
    name: 'Stef',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  staff = await signIn(api, 'stef@example.org', PASSWORD);
});
afterAll(() => sink.close());

const outboxPage = async (query = '') =>
  outboxPageSchema.parse((await staff('GET', `/api/staff/mail?${query}`)).json());

describe('mail', () => {
  it('shows a failed message with the server’s answer, retries it, and it is sent', async () => {
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${sink.port}`);
    sink.refuses.add('gone@example.org');
    await enqueueMail(api.services.db, { to: 'gone@example.org', subject: 'Your booking', text: 'Hello' });
    await sendPendingMail(api.services.db, transport, 'site@example.org');
    const failed = await outboxPage('state=failed');
    expect(failed.smtp_configured).toBe(true);
    expect(failed.data).toMatchObject([{ to: 'gone@example.org', state: 'failed', attempts: 1 }]);
    expect(failed.data[0]!.last_error).toContain('550 5.1.1');

    sink.refuses.delete('gone@example.org');
    const retried = await staff('POST', `/api/staff/mail/${failed.data[0]!.id}/retry`);
    expect(retried.json()).toMatchObject({ state: 'queued', attempts: 0, last_error: null });
    await sendPendingMail(api.services.db, transport, 'site@example.org');
    expect((await outboxPage('state=sent')).data).toMatchObject([{ to: 'gone@example.org', state: 'sent' }]);
    expect(sink.messages.at(-1)?.to).toEqual(['gone@example.org']);
    const again = await staff('POST', `/api/staff/mail/${failed.data[0]!.id}/retry`);
    expect(again.statusCode).toBe(422);
    expect((await staff('POST', '/api/staff/mail/999999/retry')).statusCode).toBe(404);
    expect((await outboxPage('q=GONE')).total).toBe(1);
    transport.close();
  });

  it('sends a test message and reports the server’s answer, accepted or refused', async () => {
    const sent = smtpTestResultSchema.parse(
      (await staff('POST', '/api/staff/mail/test', { to: 'secretary@example.org' })).json(),
    );
    expect(sent).toEqual({ ok: true, answer: expect.stringContaining('250 2.0.0 Accepted') });
    expect(sink.messages.at(-1)?.to).toEqual(['secretary@example.org']);
    sink.refuses.add('nobody@example.org');
    const refused = smtpTestResultSchema.parse(
      (await staff('POST', '/api/staff/mail/test', { to: 'nobody@example.org' })).json(),
    );
    expect(refused.ok).toBe(false);
    expect(refused.answer).toContain('550 5.1.1');
  });

  it('says so when SMTP is not configured', async () => {
    const bare = await buildTestApi({ databaseUrl: api.databaseUrl });
    const someone = await signIn(bare, 'stef@example.org', PASSWORD);
    const response = await someone('POST', '/api/staff/mail/test', { to: 'secretary@example.org' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(SMTP_NOT_CONFIGURED);
  });
});

describe('newsletter subscribers', () => {
  it('lists, searches, exports a formula-guarded CSV and unsubscribes on request', async () => {
    const db = api.services.db;
    await db.insert(newsletterSubscriptions).values([
      {
        email: 'ann@example.org',
        name: '=HYPERLINK("http://evil")',
        optionUid: 'monthly',
        status: 'confirmed',
      },
      { email: 'bea@example.org', name: 'Bea', optionUid: 'monthly', status: 'pending' },
    ]);
    const page = subscriberPageSchema.parse(
      (await staff('GET', '/api/staff/newsletter-subscribers?q=ann')).json(),
    );
    expect(page.data).toMatchObject([{ email: 'ann@example.org', status: 'confirmed' }]);
    const csv = await staff('GET', '/api/staff/newsletter-subscribers.csv?status=confirmed');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv.body).not.toContain('bea@example.org');
    const gone = await staff('POST', `/api/staff/newsletter-subscribers/${page.data[0]!.id}/unsubscribe`);
    expect(gone.json()).toMatchObject({ status: 'unsubscribed' });
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'ann@example.org'));
    expect(row?.status).toBe('unsubscribed');
  });
});

describe('site statistics', () => {
  it('counts searches, empty searches, surnames and sign-ins per day, with nobody in them', async () => {
    const guest = await browser(api);
    await guest('GET', '/api/records/search?surname=Nosuchname');
    await staff('GET', '/api/records/search?surname=Nosuchname&forename=Ann');
    await guest('GET', '/api/records/search?surname=Whitaker');
    const stats = siteStatisticsSchema.parse((await staff('GET', '/api/staff/statistics?days=7')).json());
    expect(stats.days).toHaveLength(7);
    const today = stats.days.at(-1)!;
    // Two sign-ins above: Stef on this api and on the one without SMTP.
    expect(today).toMatchObject({ searches: 3, no_result_searches: 3, sign_ins: 2 });
    expect(stats.surnames).toEqual([
      { surname: 'nosuchname', count: 2 },
      { surname: 'whitaker', count: 1 },
    ]);
    expect(stats.no_result_queries).toContainEqual({ query: 'ann nosuchname', count: 1 });
    const rows = await api.services.db.select().from(siteStatisticsDaily);
    expect(JSON.stringify(rows)).not.toContain('stef');
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'key', 'metric']);
  });

  it('the overview counts what waits for staff', async () => {
    await api.services.db
      .insert(outbox)
      .values({ to: 'x@example.org', subject: 'S', text: 'T', lastError: 'boom' });
    const overview = staffOverviewSchema.parse((await staff('GET', '/api/staff/overview')).json());
    expect(overview).toMatchObject({ failed_mail: 1, accounts: 1, searches_last_7_days: 3 });
  });
});
