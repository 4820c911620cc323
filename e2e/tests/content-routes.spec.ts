import { expect, test } from '@playwright/test';
import { expectNotFound, expectPage } from '../support/expect-page.ts';

test.describe('CMS pages (catch-all route)', () => {
  test('serves pages at the paths the link rules give them', async ({ page }) => {
    await expectPage(page, '/about', 'About the society');
    await expectPage(page, '/dheyenbvu', 'Volunteer with the society');
    await expectPage(page, '/about/organisation/governance/board-of-trustees', 'Board of trustees');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Governance');
    await expect(page).toHaveTitle(/Board of trustees/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/about\/organisation\/governance\/board-of-trustees$/,
    );
  });

  test('lists child pages on index pages and siblings beside a sidebar page', async ({ page }) => {
    await expectPage(page, '/learn/guides', 'Guides');
    await expect(
      page.locator('main a[href="/learn/guides/how-to-use-census-records"]').first(),
    ).toBeVisible();
    await expectPage(page, '/learn/hints-tips', 'Hints and tips');
    const hints = await page
      .locator('main a[href^="/learn/hints-tips/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hints).size).toBe(11);
    await expectPage(page, '/learn/guides/how-to-use-census-records', 'How to use census records');
    await expect(
      page.locator('main a[aria-current="page"][href="/learn/guides/how-to-use-census-records"]'),
    ).toBeVisible();
  });

  test('answers a wrong parent chain, an unknown uid and too many segments with 404', async ({ page }) => {
    await expectNotFound(page, '/about/board-of-trustees');
    await expectNotFound(page, '/learn/hints-tips/how-to-use-census-records');
    await expectNotFound(page, '/about/no-such-page');
    await expectNotFound(page, '/a/b/c/d/e/f/about');
  });
});

test.describe('news', () => {
  test('lists news newest first, ten to a page, with paging', async ({ page }) => {
    await expectPage(page, '/news', 'News');
    const firstPage = await page.locator('main article h3').allTextContents();
    expect(firstPage).toHaveLength(10);
    await page.getByRole('link', { name: /Older/ }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
    const secondPage = await page.locator('main article h3').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    for (const title of secondPage) expect(firstPage).not.toContain(title);

    await expectNotFound(page, '/news?page=99');
    await expectNotFound(page, '/news?page=0');
  });

  test('shows an article with links to its neighbours', async ({ page }) => {
    await expectPage(page, '/news/agm-2026-report', 'Report of the 2026 annual general meeting');
    await expect(page.getByRole('navigation', { name: 'More news' }).getByRole('link')).toHaveCount(2);
  });

  test('answers an unknown article with 404', async ({ page }) => {
    await expectNotFound(page, '/news/no-such-article');
  });
});

test.describe('events', () => {
  test('lists upcoming and past events', async ({ page }) => {
    await expectPage(page, '/sog-events', 'Events');
    await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible();
    await expect(page.locator('main a[href^="/sog-events/"]').first()).toBeVisible();
    // Past events are one line each (title and date), not cards: the page stays light to hydrate
    // (it had 695 elements, 13 cards; slow phones scored it 8 points below the other pages).
    const past = page.getByRole('region', { name: 'Past events' });
    await expect(past.getByRole('article')).toHaveCount(0);
    await expect(past.getByRole('listitem').first().getByRole('link')).toBeVisible();
    await expect(past.getByRole('listitem').first().locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(600);
  });

  test('shows an event with its price, member price and capacity', async ({ page }) => {
    await expectPage(page, '/sog-events/agm-2026', 'Annual general meeting 2026');
    const details = page.getByRole('complementary', { name: 'Event details' });
    await expect(details).toContainText('120 places');
    await expect(details).toContainText('Free');
    await expect(details).toContainText('Methodist Church Hall, Northfield');
  });

  test('answers an unknown event with 404', async ({ page }) => {
    await expectNotFound(page, '/sog-events/no-such-event');
  });
});
