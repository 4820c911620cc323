import { expect, test } from '@playwright/test';

test.describe('error catalogue', () => {
  for (const path of [
    '/no-such-page-anywhere',
    '/news/no-such-article',
    '/about/board-of-trustees',
    '/a/b/c/d/e/f/g',
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
    });
  }
});
