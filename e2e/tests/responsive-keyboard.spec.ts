import { expect, test } from '@playwright/test';
import { NOT_FOUND_PATH, SITE_ROUTES } from '../support/site-routes.ts';

test.describe('responsive from 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of [...SITE_ROUTES.map((route) => route.path), NOT_FOUND_PATH]) {
    test(`${path} has no horizontal overflow at 320 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wider = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .filter((element) => element.checkVisibility())
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
        return { scrollWidth: document.documentElement.scrollWidth, width, wider };
      });
      expect(overflow.wider).toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
    });
  }
});

test.describe('keyboard', () => {
  test('the skip link is the first stop, shows when focused and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/news');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box?.width).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(next).toBe(true);
  });

  for (const width of [1280, 320]) {
    test(`every one of the first 25 tab stops shows a visible focus indicator at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      for (let stop = 0; stop < 25; stop += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          return {
            element: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
            outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
            visible: element.checkVisibility(),
          };
        });
        if (focus === null) break;
        expect(focus, focus.element).toMatchObject({ outline: true, visible: true });
      }
    });
  }
});
