import { expect, test } from '@playwright/test';
import { NOT_FOUND_PATH, SITE_ROUTES } from '../support/site-routes.ts';

/** Links that start something rather than show a page; they are tested where they are used. */
const ACTIONS = /^\/(api|preview|logout)(\/|$|\?)/;

test('every link on every route leads to a page (links resolved by the link rules, none broken)', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const linkedFrom = new Map<string, string>();
  for (const { path } of [...SITE_ROUTES, { path: NOT_FOUND_PATH }]) {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== baseURL) continue;
      const target = `${url.pathname}${url.search}`;
      if (target === path || ACTIONS.test(target)) continue;
      if (!linkedFrom.has(target)) linkedFrom.set(target, path);
    }
  }
  expect(linkedFrom.size).toBeGreaterThan(80);
  const broken: string[] = [];
  for (const [target, from] of linkedFrom) {
    // Members-only pages and the member area send guests to sign in: that is a page too.
    const response = await request.get(target);
    if (response.status() !== 200)
      broken.push(`${target} (linked from ${from}) answered ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
