import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { NOT_FOUND_PATH, SITE_ROUTES } from '../support/site-routes.ts';

test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  for (const { path, heading } of SITE_ROUTES) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the 404 page has no serious or critical violation', async ({ page }) => {
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a guide’s fixed-width text, wider than a 390 px phone, scrolls by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/learn/guides/how-to-use-census-records');
    const block = page.getByRole('region', { name: 'Fixed-width text' }).first();
    await expect(block).toBeVisible();
    expect(await block.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await block.focus();
    await expect(block).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => block.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the mobile menu, opened at 320 px, has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).last()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
