import { expect, test } from '@playwright/test';
import {
  BAPTISMS,
  COLLECTIONS,
  expectAccessibleAndNarrow,
  INSCRIPTIONS,
  resultItems,
  SEARCH,
} from '../support/collections.ts';
import { expectNotFound, expectPage } from '../support/expect-page.ts';

const RECORD_SETS = `${COLLECTIONS}/record-sets`;
const INDEXES = `${COLLECTIONS}/indexes`;
const COUNT = /\d[\d,]* (records|people)/;

test.describe('collections pages', () => {
  test('the overview shows live counts on its cards', async ({ page }) => {
    // Several axe runs on long pages, on a shared 2-core machine.
    test.slow();
    await expectPage(page, COLLECTIONS, 'Our collections');
    const recordSets = page.locator('main article', { hasText: 'Record sets' }).first();
    await expect(recordSets).toContainText(COUNT);
    await expect(page.locator('main article', { hasText: 'Indexes' }).first()).toContainText(COUNT);
    await expectAccessibleAndNarrow(page);
  });

  test('record sets and indexes list their collections with counts', async ({ page }) => {
    await expectPage(page, RECORD_SETS, 'Record sets');
    const baptisms = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: BAPTISMS.title }) });
    await expect(baptisms).toContainText(COUNT);
    await expectAccessibleAndNarrow(page);
    await baptisms.getByRole('link', { name: BAPTISMS.title }).click();
    await expect(page).toHaveURL(`${RECORD_SETS}/${BAPTISMS.uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BAPTISMS.title);

    await expectPage(page, INDEXES, 'Indexes');
    await expect(page.getByRole('link', { name: INSCRIPTIONS.title })).toHaveAttribute(
      'href',
      `${INDEXES}/${INSCRIPTIONS.uid}`,
    );
  });

  test('a record set’s page: A–Z surnames by keyboard, a surname’s records, a record’s detail', async ({
    page,
  }) => {
    // Several axe runs on long pages, on a shared 2-core machine.
    test.slow();
    await expectPage(page, `${RECORD_SETS}/${BAPTISMS.uid}`, BAPTISMS.title);
    await expect(page.getByRole('complementary', { name: 'Collection details' })).toContainText(COUNT);
    await expectAccessibleAndNarrow(page);

    const initials = page.getByRole('navigation', { name: 'Surname initials' });
    await initials.getByRole('link', { name: /^S:/ }).focus();
    await page.keyboard.press('Enter');
    // The letter's page groups every S surname of 36,000 baptisms on the server: slow under the suite's load.
    await expect(page).toHaveURL(`${RECORD_SETS}/${BAPTISMS.uid}?letter=S`, { timeout: 20_000 });
    await expect(initials.getByRole('link', { name: /^S:/ })).toHaveAttribute('aria-current', 'page');
    const surnames = page.getByRole('region', { name: 'Surnames beginning with S' });
    await expectAccessibleAndNarrow(page);
    await surnames.getByRole('link', { name: /^Smith \d/ }).click();
    // A client navigation changes the URL once the search page's answer has arrived: a search, so
    // as slow under load as the letter's page.
    await expect(page).toHaveURL(`${SEARCH}?surname=Smith&surname_match=exact&collection=${BAPTISMS.uid}`, {
      timeout: 20_000,
    });

    const first = resultItems(page).first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${RECORD_SETS}/${BAPTISMS.uid}\\?record=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByRole('region', { name: 'Transcription' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'People named' })).toContainText(name);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: BAPTISMS.title }),
    ).toBeVisible();
    await expectAccessibleAndNarrow(page);
  });

  test('an index has the same page; wrong kinds, records and parameters are 404', async ({ page }) => {
    await expectPage(page, `${INDEXES}/${INSCRIPTIONS.uid}`, INSCRIPTIONS.title);
    await expect(page.getByRole('search', { name: INSCRIPTIONS.title })).toBeVisible();
    await expectAccessibleAndNarrow(page);

    await expectNotFound(page, `${RECORD_SETS}/no-such-collection`);
    await expectNotFound(page, `${INDEXES}/${BAPTISMS.uid}`);
    await expectNotFound(page, `${RECORD_SETS}/${BAPTISMS.uid}?record=abc`);
    await expectNotFound(page, `${RECORD_SETS}/${BAPTISMS.uid}?record=2147483000`);
    await expectNotFound(page, `${RECORD_SETS}/${BAPTISMS.uid}?letter=sh`);
    await expectNotFound(page, `${RECORD_SETS}/${BAPTISMS.uid}?page=2`);
  });

  test('the header search finds a surname across the collections, with counts per collection', async ({
    page,
  }) => {
    // Several axe runs on long pages, on a shared 2-core machine.
    test.slow();
    await page.goto('/');
    const header = page.getByRole('banner').getByRole('search', { name: 'Site' }).first();
    await header.getByRole('searchbox').fill('Smith');
    await header.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/search?q=Smith');
    const records = page.getByRole('region', { name: /^Smith in our collections/ });
    await expect(records).toContainText(/\(([\d,]+|More than [\d,]+) mentions\)/);
    await expectAccessibleAndNarrow(page);
    await records.getByRole('link', { name: new RegExp(`^${BAPTISMS.title} [\\d,]+ mentions?$`) }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]+${SEARCH}\\?surname=Smith.*&collection=${BAPTISMS.uid}$`));
    await expect(resultItems(page).first()).toContainText(BAPTISMS.title);
  });
});
