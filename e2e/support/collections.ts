import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';

export const COLLECTIONS = '/research-hub/our-collections';
export const SEARCH = `${COLLECTIONS}/searchexplore`;
/** Demo collections `npm start` seeds (apps/api/src/collections/demo/seed-demo-collections.ts). */
export const BAPTISMS = { uid: 'northfield-baptisms', title: 'Northfield baptisms 1700–1837' };
export const INSCRIPTIONS = { uid: 'monumental-inscriptions', title: 'Monumental inscriptions index' };
export const APPRENTICES = { uid: 'apprentice-indentures', title: 'Apprentice indentures 1710–1811' };

/** The page passes axe (WCAG 2.2 A and AA, serious and critical) and fits 320 px without sideways scrolling. */
export async function expectAccessibleAndNarrow(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What a region of its own scrolls sideways to (a wide chart) is reachable, so not too wide.
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll')
          return parent.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      wider: [...document.querySelectorAll('body *')]
        .filter(
          (element) =>
            element.getBoundingClientRect().right > width + 0.5 &&
            element.checkVisibility() &&
            !inScroller(element),
        )
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
    };
  });
  expect(overflow.wider).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The records search's results are a region named by their count. */
const COUNT_NAME = /^(More than )?[\d,]+ results?\b/;

/** The heading of the records search's results: their count. */
export const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: COUNT_NAME });

/** The results list of the records search. */
export const resultItems = (page: Page) =>
  page.getByRole('region', { name: COUNT_NAME }).getByRole('list').first().getByRole('article');
