import { expect, test } from '@playwright/test';

const SITE_NAME = 'Northfield & District Family History Society';
const COLLECTIONS = '/research-hub/our-collections';

test.describe('error catalogue', () => {
  for (const path of [
    '/no-such-page-anywhere',
    '/news/no-such-article',
    '/about/board-of-trustees',
    '/a/b/c/d/e/f/g',
    '/news/pages/999',
    '/education/learning-hub/featured/pages/999',
    // Rendered per request (they depend on the visitor): the proxy asks before Next.js renders.
    `${COLLECTIONS}/record-sets/no-such-set`,
    `${COLLECTIONS}/record-sets/northfield-baptisms?record=999999999`,
    `${COLLECTIONS}/indexes/no-such-index`,
    `${COLLECTIONS}/family-trees/no-such-tree`,
    `${COLLECTIONS}/family-trees-record/999999999`,
    `${COLLECTIONS}/memorial-cards/999999999`,
    `${COLLECTIONS}/memorial-cards/not-a-number`,
    '/image-viewer/999999999-nothing',
    '/image-viewer/not-an-image',
    '/members-only/no/such/page',
  ]) {
    test(`${path} answers 404 'This page could not be found' with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      // The site's header and footer stay, so the reader can carry on from here.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(`Page not found | ${SITE_NAME}`);
    });

    test(`${path} has its 404 text and title in the server's HTML, for readers without JavaScript`, async ({
      request,
    }) => {
      for (let visit = 1; visit <= 2; visit += 1) {
        // The second visit gets what the first one left in the page cache.
        const response = await request.get(path);
        expect(response.status()).toBe(404);
        const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
        expect(html).toMatch(/<h1[^>]*>This page could not be found<\/h1>/);
        expect(html).toContain(`<title>Page not found | ${SITE_NAME.replace('&', '&amp;')}</title>`);
        expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
      }
    });
  }
});
