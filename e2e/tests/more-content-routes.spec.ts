import { expect, test } from '@playwright/test';
import { expectNotFound, expectPage } from '../support/expect-page.ts';

test.describe('education', () => {
  test('lists featured articles newest first and shows one', async ({ page }) => {
    await expectPage(page, '/education/learning-hub/featured', 'Featured articles');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/education\/learning-hub\/featured$/,
    );
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles[0]).toBe('Maps for family historians');
    expect(titles.at(-1)).toBe('Reading old handwriting: a beginner’s guide to palaeography');
    await expectNotFound(page, '/education/learning-hub/featured?page=9');

    await expectPage(
      page,
      '/education/learning-hub/featured/maps-for-family-historians',
      'Maps for family historians',
    );
    await expect(page.locator('main')).toContainText('minute read');
    await expect(page).toHaveTitle(/Maps for family historians/);
    await expectNotFound(page, '/education/learning-hub/featured/no-such-article');
  });

  test('links the guides, hints and the latest features from the education page', async ({ page }) => {
    await expectPage(page, '/education', 'Education');
    await expect(page.locator('main a[href="/learn/guides"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/learn/hints-tips"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="/education/learning-hub/featured/"]')).toHaveCount(3);
  });
});

test.describe('subscribe', () => {
  test('lists options grouped by kind, with prices', async ({ page }) => {
    await expectPage(page, '/subscribe', 'Join the society');
    const membership = page.getByRole('region', { name: 'Membership', exact: true });
    await expect(membership.locator('article h3')).toHaveText([
      'Individual membership',
      'Joint membership',
      'Overseas digital membership',
      'Gift membership',
    ]);
    await expect(membership).toContainText('£20 a year');
    await expect(page.getByRole('region', { name: 'Newsletter', exact: true })).toContainText('Free');
  });

  test('shows an option with its benefits', async ({ page }) => {
    await expectPage(page, '/subscribe/gift-membership', 'Gift membership');
    await expect(page.getByRole('complementary', { name: 'Price', exact: true })).toContainText(
      '£20 one-off',
    );
    await expect(page.getByRole('region', { name: 'What you get' }).getByRole('listitem')).toHaveCount(3);
    await expectNotFound(page, '/subscribe/no-such-option');
  });
});

test.describe('projects and publications', () => {
  test('lists research projects and shows one', async ({ page }) => {
    await expectPage(page, '/fhwuifhe', 'Research projects');
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles[0]).toBe('Northfield Union workhouse registers 1838–1914');
    await expectPage(page, '/fhwuifhe/apprentice-indentures', 'Apprentice indentures project');
    await expectNotFound(page, '/fhwuifhe/no-such-project');
  });

  test('lists publications and offers a download when there is one', async ({ page }) => {
    await expectPage(page, '/cwbhvwt', 'The Northfield Ancestor and publications');
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles[0]).toBe('The Northfield Ancestor, Summer 2026');
    await expectPage(
      page,
      '/cwbhvwt/guide-to-northfield-parish-records',
      'A guide to the parish records of the Northfield district',
    );
    await expect(page.getByRole('link', { name: 'Download the publication' })).toHaveAttribute(
      'href',
      /research-log-template\.svg$/,
    );
    await expectPage(
      page,
      '/cwbhvwt/the-northfield-ancestor-summer-2026',
      'The Northfield Ancestor, Summer 2026',
    );
    await expect(page.getByRole('link', { name: 'Download the publication' })).toHaveCount(0);
    await expectNotFound(page, '/cwbhvwt/no-such-issue');
  });
});

test.describe('collections', () => {
  test('lists collections in order, marking members-only ones', async ({ page }) => {
    await expectPage(page, '/research-hub/our-collections', 'Our collections');
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles.slice(0, 2)).toEqual(['Record sets', 'Indexes']);
    const birthBriefs = page.locator('main article', { hasText: 'Birth briefs' }).first();
    await expect(birthBriefs).toContainText('Members');
  });

  test('shows a collection, including the fixed sub-route uids', async ({ page }) => {
    await expectPage(
      page,
      '/research-hub/our-collections/st-marys-burials',
      'St Mary’s, Northfield: burials 1653–1900',
    );
    await expect(page.getByRole('complementary', { name: 'Collection details' })).toContainText(
      'Members only',
    );
    await expectPage(page, '/research-hub/our-collections/record-sets', 'Record sets');
    await expectNotFound(page, '/research-hub/our-collections/no-such-collection');
  });
});
