import { randomUUID } from 'node:crypto';
import { collections } from '@society/db/api-collections-schema';
import { eventBookingSettings } from '@society/db/api-events-schema';
import { collectionImports } from '@society/db/api-imports-schema';
import { eq } from 'drizzle-orm';
import { seriousViolations } from '../support/axe.ts';
import { apiDb, expect, signIn, test } from '../support/members.ts';
import { stack } from '../support/stack.ts';
import { holdTreeWrites, uploadTree } from '../support/staff-imports.ts';

const EVENT = 'visit-london-metropolitan-archives-2027';
const EVENT_TITLE = 'Members’ visit to London Metropolitan Archives';

test.describe('staff console: events and imports', () => {
  // Several axe passes and a background job per test: more than the default on a busy machine.
  test.slow();
  test('staff edit an event’s booking rules, with a clear message for each wrong field', async ({
    page,
    makeAccount,
  }) => {
    const [before] = await apiDb()
      .select()
      .from(eventBookingSettings)
      .where(eq(eventBookingSettings.eventUid, EVENT));
    await signIn(page, await makeAccount(['member', 'staff']));
    await page.goto('/staff/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and bookings');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: EVENT_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT_TITLE);

    const form = page.getByRole('form', { name: 'Booking rules' });
    await form.getByLabel('Capacity').fill('lots');
    await form.getByLabel('Joining link').fill('http://meet.example.org/lma');
    await form.getByRole('button', { name: 'Save the booking rules' }).press('Enter');
    await expect(form.getByLabel('Capacity')).toBeFocused();
    await expect(form).toContainText('Enter the number of places, from 0 to 100,000.');
    await expect(form).toContainText('Enter the joining link as a full https:// address, or leave it empty.');
    expect(await seriousViolations(page)).toEqual([]);

    const capacity = (before?.capacity ?? 24) + 6;
    try {
      await form.getByLabel('Capacity').fill(String(capacity));
      await form.getByLabel('Joining link').fill('');
      await form.getByLabel('Price (£)', { exact: true }).fill('16.50');
      await form.getByRole('button', { name: 'Save the booking rules' }).click();
      await expect(form.getByRole('status')).toHaveText('The booking rules are saved.');
      const [after] = await apiDb()
        .select()
        .from(eventBookingSettings)
        .where(eq(eventBookingSettings.eventUid, EVENT));
      expect(after).toMatchObject({ capacity, pricePence: 1650 });
    } finally {
      if (before)
        await apiDb()
          .update(eventBookingSettings)
          .set({ capacity: before.capacity, pricePence: before.pricePence })
          .where(eq(eventBookingSettings.eventUid, EVENT));
    }
  });

  test('staff import a GEDCOM with progress bars, see its warnings by line, and remove it', async ({
    page,
    makeAccount,
  }) => {
    const uid = `e2e-tree-${randomUUID().slice(0, 8)}`;
    await signIn(page, await makeAccount(['member', 'staff']));
    await page.goto('/staff/imports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imports and collections');
    expect(await seriousViolations(page)).toEqual([]);

    const held = await holdTreeWrites();
    let form: Awaited<ReturnType<typeof uploadTree>>;
    try {
      form = await uploadTree(page, uid, `${uid}.ged`);
      await expect(form.getByRole('progressbar', { name: /^Upload: 100%/ })).toBeVisible();
      await expect(form.getByRole('progressbar', { name: /^Processing: (?!waiting)/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await held.release();
    }
    await expect(form.getByRole('status')).toHaveText(`${uid}.ged is imported with 1 warning.`);
    await expect(form.getByRole('progressbar')).toHaveCount(0);

    const history = page.getByRole('table', { name: 'Imports, newest first' });
    const row = history.getByRole('row', { name: new RegExp(`${uid}\\.ged`) });
    await expect(row).toContainText('Imported');
    await expect(row).toContainText('2 people, 1 family');
    await row.locator('summary').click();
    await expect(row).toContainText('Line 13:');
    await expect(page.getByRole('form', { name: `Settings of ${uid}` }).getByLabel('State')).toHaveValue(
      'hidden',
    );

    // Hidden: nobody but staff sees it.
    const guest = await fetch(`${stack.siteUrl}/api/trees`, { headers: { accept: 'application/json' } });
    expect(await guest.text()).not.toContain(uid);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Remove the import of ${uid}.ged` }).click();
    await expect(row).toContainText('Removed');
    expect(await apiDb().select().from(collections).where(eq(collections.uid, uid))).toEqual([]);
    const [job] = await apiDb()
      .select()
      .from(collectionImports)
      .where(eq(collectionImports.collectionUid, uid));
    expect(job?.status).toBe('removed');
  });

  test('the staff pages fit a 390 px phone without sideways scrolling', async ({ page, makeAccount }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await makeAccount(['member', 'staff']));
    for (const path of ['/staff/events', `/staff/events/${EVENT}`, '/staff/imports']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Wide tables scroll inside their own box; the page itself never does.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the staff pages are closed to members and guests', async ({ page, makeAccount }) => {
    await page.goto('/staff/imports');
    await expect(page).toHaveURL(/\/login-required\?redirect=%2Fstaff%2Fimports/);
    await signIn(page, await makeAccount(['member']));
    // As every console page: the page saying the console is for staff.
    for (const path of ['/staff/imports', '/staff/events', `/staff/events/${EVENT}`]) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/staff-only');
    }
  });
});
