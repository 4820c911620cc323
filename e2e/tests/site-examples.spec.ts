import { expect, test } from '@playwright/test';
import { COLLECTIONS } from '../support/collections.ts';

/**
 * Every example the site offers a visitor finds something in the demo data. The examples are read
 * from the rendered pages (the home page's placeholder and the places its text names, the search
 * page's suggestions, the family trees' hint), never copied here, so the text cannot drift from the
 * data unnoticed.
 */
const resultsOf = async (request: import('@playwright/test').APIRequestContext, query: string) => {
  const response = await request.get(`/api/records/search?${query}`);
  expect(response.status(), query).toBe(200);
  return ((await response.json()) as { total: { count: number } }).total.count;
};

test.describe('examples that work', () => {
  test('the home page’s example surname and the parishes its text names find records', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', {
      name: await page.getByRole('heading', { level: 1 }).innerText(),
    });
    const placeholder = await hero.getByLabel('Search our records by surname').getAttribute('placeholder');
    const surname = /^e\.g\. (.+)$/.exec(placeholder ?? '')?.[1];
    expect(surname, `placeholder ${placeholder}`).toBeTruthy();
    expect(await resultsOf(request, `surname=${encodeURIComponent(surname!)}`)).toBeGreaterThan(0);

    // "Search more than 60,000 records from Northfield, Hollinbrook, Little Ashby and Marsh Ending, …"
    const text = await hero.innerText();
    const named = /records from ([^,.]+(?:, [^,.]+)* and [^,.]+),/.exec(text)?.[1];
    expect(named, text).toBeTruthy();
    const places = named!.split(/, | and /);
    expect(places.length).toBeGreaterThan(1);
    for (const place of places) {
      const suggested = await (await request.get(`/api/places?name=${encodeURIComponent(place)}`)).json();
      expect(suggested.places.length, place).toBeGreaterThan(0);
      expect(
        await resultsOf(request, `forename=J&place=${encodeURIComponent(place)}`),
        place,
      ).toBeGreaterThan(0);
    }
  });

  test('each search the site search suggests finds something', async ({ page }) => {
    test.slow();
    await page.goto('/search');
    const examples = page.getByRole('region', { name: 'Try searching for' }).getByRole('link');
    const hrefs = await examples.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
      await expect(page.getByRole('main'), href).not.toContainText('Nothing on the site matches');
    }
  });

  test('the family trees’ wildcard example finds people', async ({ page }) => {
    await page.goto(`${COLLECTIONS}/family-trees`);
    const form = page.getByRole('search', { name: 'Family tree people' });
    const hint = await form.innerText();
    const example = /for example ([^\s.]+)/.exec(hint)?.[1];
    expect(example, hint).toBeTruthy();
    await form.getByLabel('Surname').fill(example!);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('article').first()).toContainText('Family tree');
  });
});
