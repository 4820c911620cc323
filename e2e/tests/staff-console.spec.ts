import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startSmtpSink } from '@society/api/smtp-sink';
import { membershipApplications, outbox, users } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import { smtpSinkPort } from '../playwright.config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expectHydrated } from '../support/hydrated.ts';
import { apiDb, expect, lastMailTo, signIn, test } from '../support/members.ts';
import { expectSaved, openDocument, replaceRichText, unique } from '../support/studio.ts';

/** The console's own pages (events and imports have their own specs). */
const CONSOLE_PAGES = [
  { path: '/staff', heading: 'Staff console' },
  { path: '/staff/members', heading: 'Members and accounts' },
  { path: '/staff/applications', heading: 'Membership applications' },
  { path: '/staff/subscribers', heading: 'Newsletter subscribers' },
  { path: '/staff/mail', heading: 'Mail' },
  { path: '/staff/audit', heading: 'Audit log' },
  { path: '/staff/statistics', heading: 'Site statistics' },
];

const uniqueEmail = (label: string) => `e2e-${label}-${randomUUID()}@example.org`;
const removeUser = (email: string) => apiDb().delete(users).where(eq(users.email, email));
const mailLink = (text: string) => {
  const url = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec(text)?.[0] ?? '');
  return url.pathname + url.search;
};

/** Clicks a console button once React is listening to it, then waits for what it says it did. */
async function act(page: Page, name: string, done: string | RegExp) {
  const button = page.getByRole('button', { name, exact: true });
  await expectHydrated(button);
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}

test.describe('the staff console', () => {
  // Each test walks several server-rendered pages as staff would; the shared machine is slow.
  test.describe.configure({ timeout: 120_000 });

  test('refuses a guest and a member on every page and api route', async ({ page, makeAccount }) => {
    for (const { path } of CONSOLE_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login-required?redirect=${encodeURIComponent(path)}`);
    }
    expect((await page.request.get('/api/staff/accounts')).status()).toBe(401);
    await signIn(page, await makeAccount(['member']));
    for (const { path } of CONSOLE_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL('/staff-only');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('For staff only');
    }
    for (const path of [
      '/api/staff/accounts',
      '/api/staff/mail',
      '/api/staff/audit-log',
      '/api/staff/statistics',
    ])
      expect((await page.request.get(path)).status(), path).toBe(403);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('invites someone, who sets a password with the e-mailed link and signs in', async ({
    browser,
    page,
    makeAccount,
  }) => {
    const staff = await makeAccount(['member', 'staff']);
    const invited = {
      email: uniqueEmail('invited'),
      name: 'Ivy Invited',
      password: 'ivy chooses a long password',
    };
    try {
      await signIn(page, staff);
      await page.goto('/staff/members');
      const form = page.getByRole('region', { name: 'Invite someone' });
      await form.getByLabel('Name').fill(invited.name);
      await form.getByLabel('E-mail address').fill(invited.email);
      await form.getByLabel('editor').check();
      await expectHydrated(form.getByRole('button', { name: 'Send the invitation' }));
      await form.getByRole('button', { name: 'Send the invitation' }).click();
      await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${invited.email}.`);

      const guest = await browser.newPage();
      await guest.goto(mailLink(await lastMailTo(invited.email)));
      await guest.getByLabel('New password', { exact: true }).fill(invited.password);
      await guest.getByLabel('New password again').fill(invited.password);
      await guest.getByRole('button', { name: 'Save the new password' }).click();
      await expect(guest.getByRole('main').getByRole('status')).toHaveText('Your password has been reset.');
      await signIn(guest, invited);
      // Signed in: the api knows the session (the header's bar follows once the page has loaded).
      const me = await guest.request.get('/api/user', { headers: { accept: 'application/json' } });
      expect(await me.json()).toMatchObject({ email: invited.email, scope: ['member', 'editor'] });
      await guest.close();

      await page.goto(`/staff/members?q=${encodeURIComponent(invited.email)}`);
      const card = page.getByRole('article', { name: invited.name });
      await expect(card).toContainText('member, editor');
      await expect(card).toContainText('Password');
      await expect(card.getByText('Not recorded')).toHaveCount(0);
    } finally {
      await removeUser(invited.email);
    }
  });

  test('approves a membership application', async ({ page, makeAccount }) => {
    const applicant = { email: uniqueEmail('applicant'), name: `Ada Applicant ${randomUUID().slice(0, 8)}` };
    await apiDb().insert(membershipApplications).values({
      optionUid: 'individual-membership',
      name: applicant.name,
      email: applicant.email,
      address: '4 Mill Lane, Northfield',
      country: 'United Kingdom',
      consentedAt: new Date(),
    });
    try {
      await signIn(page, await makeAccount(['member', 'staff']));
      await page.goto('/staff/applications');
      await expect(page.getByRole('article', { name: applicant.name })).toContainText(
        '4 Mill Lane, Northfield',
      );
      await act(
        page,
        `Approve ${applicant.name}`,
        `Approved: ${applicant.name} has been sent a welcome e-mail.`,
      );
      await expect(page.getByRole('article', { name: applicant.name })).toHaveCount(0);
      const [account] = await apiDb().select().from(users).where(eq(users.email, applicant.email));
      expect(account?.scopes).toEqual(['member']);
      expect(await lastMailTo(applicant.email)).toContain('Your membership application has been approved');
    } finally {
      await apiDb().delete(membershipApplications).where(eq(membershipApplications.email, applicant.email));
      await removeUser(applicant.email);
    }
  });

  test('shows a mail the server refused with its answer, and retries it', async ({ page, makeAccount }) => {
    const sink = await startSmtpSink({ port: smtpSinkPort });
    const to = uniqueEmail('refused');
    try {
      sink.refuses.add(to);
      await apiDb().insert(outbox).values({ to, subject: 'Your booking', text: 'See you there.' });
      // The api's sender takes the outbox every few seconds.
      const row = async () => (await apiDb().select().from(outbox).where(eq(outbox.to, to)))[0];
      await expect
        .poll(async () => (await row())?.lastError ?? '', { timeout: 30_000 })
        .toContain('550 5.1.1');

      await signIn(page, await makeAccount(['member', 'staff']));
      await page.goto(`/staff/mail?q=${encodeURIComponent(to)}`);
      const message = page.getByRole('row', { name: new RegExp(to) });
      await expect(message).toContainText('Failed');
      await expect(message).toContainText('mailbox unavailable');
      sink.refuses.delete(to);
      await act(page, `Retry the message to ${to}`, 'Queued again.');
      await expect.poll(async () => (await row())?.sentAt ?? null, { timeout: 30_000 }).not.toBeNull();
      await page.reload();
      await expect(page.getByRole('row', { name: new RegExp(to) })).toContainText('Sent');

      const test = page.getByRole('region', { name: 'Test the mail settings' });
      await test.getByLabel('Send the test to').fill('secretary@example.org');
      await expectHydrated(test.getByRole('button', { name: 'Send a test message' }));
      await test.getByRole('button', { name: 'Send a test message' }).click();
      await expect(test.getByRole('status')).toContainText('The mail server accepted the message: 250');
    } finally {
      await sink.close();
      await apiDb().delete(outbox).where(eq(outbox.to, to));
    }
  });

  test('records a change in the audit log, where staff read it', async ({ page, makeAccount }) => {
    const staff = await makeAccount(['member', 'staff']);
    const other = await makeAccount(['member']);
    await signIn(page, staff);
    await page.goto(`/staff/members?q=${encodeURIComponent(other.email)}`);
    const grant = page.getByRole('button', { name: 'Grant editor', exact: true });
    await expectHydrated(grant);
    await grant.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `Granted editor to ${other.name}.` }),
    ).toBeVisible();

    await page.goto('/staff/audit');
    await page.getByLabel('Who (e-mail)').fill(staff.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/actor=/);
    await expect(page.getByRole('row', { name: `Granted editor to ${other.email}` })).toContainText(
      'account.scope-granted',
    );
  });

  test('shows an editor publishing in the studio, found by the editor', async ({
    browser,
    page,
    makeAccount,
  }) => {
    const editor = await makeAccount(['member', 'publisher']);
    const studio = await browser.newPage();
    try {
      await signIn(studio, editor);
      await openDocument(studio, 'news_item', 'war-memorial-biographies-milestone');
      await replaceRichText(studio, 'Title', `War memorial biographies reach a milestone ${unique()}`);
      await expectSaved(studio);
      await studio.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(studio.getByText('Published: the site shows it within seconds.')).toBeVisible();
    } finally {
      await studio.close();
    }

    await signIn(page, await makeAccount(['member', 'staff']));
    await page.goto('/staff/audit');
    await page.getByLabel('Who (e-mail)').fill(editor.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/actor=/);
    const rows = page.getByRole('row').filter({ hasText: editor.email });
    // Newest first: the publish, then the draft it published.
    await expect(rows.first()).toContainText('Published a news item');
    await expect(rows.first()).toContainText('document.published');
    await expect(rows.filter({ hasText: 'document.saved' }).first()).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`every console page is axe-clean and fits the screen at ${width} px`, async ({
      page,
      makeAccount,
    }) => {
      // axe takes seconds a page on the shared machine.
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, await makeAccount(['member', 'staff']));
      for (const { path, heading } of CONSOLE_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
});
