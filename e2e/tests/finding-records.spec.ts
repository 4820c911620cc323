import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { BAPTISMS, resultItems, resultsHeading, SEARCH } from '../support/collections.ts';
import { expectHydrated, HYDRATION_TIMEOUT } from '../support/hydrated.ts';
import { expect, test } from '../support/members.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
];
/** Kinds of search a visitor types: a surname, a forename's initial with a surname, a place's first word. */
const SEARCHES: { name: string; fields: Record<string, string> }[] = [
  { name: 'a surname', fields: { Surname: 'Smith' } },
  { name: 'an initial and a surname', fields: { Forename: 'J', Surname: 'Taylor' } },
  { name: 'a surname in a place by its first word', fields: { Surname: 'Ashby', Place: 'Northfield' } },
];

/** The first result is inside the window, not below it. */
async function expectFirstResultInView(page: Page) {
  const first = resultItems(page).first();
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport();
}

/** Tab presses from the current focus until focus is inside the first result (at most `limit`). */
async function tabsToFirstResult(page: Page, limit: number): Promise<number | null> {
  const first = resultItems(page).first();
  for (let n = 1; n <= limit; n += 1) {
    await page.keyboard.press('Tab');
    if (await first.evaluate((article) => article.contains(document.activeElement))) return n;
  }
  return null;
}

for (const viewport of VIEWPORTS) {
  test.describe(`results first on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const search of SEARCHES) {
      test(`after ${search.name}, the results are in view and focused, the first within 3 Tabs`, async ({
        page,
      }) => {
        await page.goto(SEARCH);
        const form = page.getByRole('search', { name: 'Records' });
        for (const [label, value] of Object.entries(search.fields)) {
          await form.getByLabel(label, { exact: true }).fill(value);
        }
        await form.getByRole('button', { name: 'Search records' }).press('Enter');
        await expect(page).toHaveURL(/#results$/);
        // A search is a document load: the results take the focus once the page has hydrated.
        await expect(resultsHeading(page)).toBeFocused({ timeout: HYDRATION_TIMEOUT });
        await expectFirstResultInView(page);
        expect(await tabsToFirstResult(page, 3)).not.toBeNull();
      });
    }

    test('paging and facets keep the place: the results, in view and focused', async ({ page }) => {
      await page.goto(`${SEARCH}?surname=Smith#results`);
      await expect(resultsHeading(page)).toBeFocused({ timeout: HYDRATION_TIMEOUT });
      await page
        .getByRole('navigation', { name: 'Results pages' })
        .getByRole('link', { name: /^Next \d+ results$/ })
        .click();
      await expect(page).toHaveURL(/&after=[\w-]+#results$/);
      await expect(resultsHeading(page)).toContainText('later results');
      await expect(resultsHeading(page)).toBeFocused();
      await expectFirstResultInView(page);

      await page
        .getByRole('complementary', { name: 'Narrow the results' })
        .getByRole('region', { name: 'Collection' })
        .getByRole('link', { name: new RegExp(BAPTISMS.title) })
        .click();
      await expect(page).toHaveURL(new RegExp(`collection=${BAPTISMS.uid}#results$`));
      await expect(resultItems(page).first()).toContainText(BAPTISMS.title);
      await expect(resultsHeading(page)).toBeFocused();
      await expectFirstResultInView(page);
    });

    test('the results page, folded form and all, passes axe', async ({ page }) => {
      test.slow();
      await page.goto(`${SEARCH}?surname=Smith&surname_match=dm&year_from=1800&year_to=1850#results`);
      await expect(resultItems(page).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByText('Change search').click();
      await expect(page.getByRole('search', { name: 'Records' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('the search in words', () => {
  test('the form folds into a summary of the search, with "Change search"', async ({ page }) => {
    await page.goto(`${SEARCH}?surname=Smith&surname_match=dm&year_from=1800&year_to=1850&place=Kent`);
    const yours = page.getByRole('region', { name: 'Your search' });
    await expect(yours).toContainText('You searched for Smith, sounds like, 1800–1850, Kent');
    const form = page.getByRole('search', { name: 'Records' });
    await expect(form).toBeHidden();
    await yours.getByText('Change search').click();
    await expect(form.getByLabel('Surname', { exact: true })).toHaveValue('Smith');
  });

  test('match options, the years box and the help use words for what they do', async ({ page }) => {
    await page.goto(SEARCH);
    const form = page.getByRole('search', { name: 'Records' });
    const surnameMenu = form.getByLabel('Match the surname by');
    for (const option of ['Similar spellings', 'Exact', 'Starts with', 'Sounds like']) {
      await expect(surnameMenu.getByRole('option', { name: option, exact: true })).toBeAttached();
    }
    await expect(surnameMenu).toHaveValue('variants');
    await expect(
      form.getByLabel('Match the forename by').getByRole('option', { name: 'Initial' }),
    ).toBeAttached();
    await expect(form.getByRole('group', { name: 'Around a year' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Between two years' })).toBeVisible();
    await expect(form.getByLabel('Give or take').getByRole('option', { name: '± 2 years' })).toBeAttached();
    await form.getByText('How names are matched').click();
    await expect(form).toContainText('Daitch–Mokotoff');
    await expect(form).toContainText('Double Metaphone');
  });

  test('a single letter searches by initial, and says so', async ({ page }) => {
    await page.goto(`${SEARCH}?forename=J&surname=Taylor`);
    await expect(resultItems(page).first()).toBeVisible();
    for (const name of await resultItems(page).getByRole('heading', { level: 3 }).allTextContents()) {
      expect(name).toMatch(/^J/);
    }
  });

  test('an error names the fields as the form labels them, and keeps what was typed', async ({ page }) => {
    await page.goto(`${SEARCH}?surname=Smith&year_from=1900&year_to=1800`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      '“From year” must not be after “To year”.',
    );
    await expect(page.getByLabel('From year')).toHaveValue('1900');
  });

  test('the place field suggests places with where they lie', async ({ page }) => {
    await page.goto(SEARCH);
    const place = page.getByLabel('Place', { exact: true });
    await expectHydrated(place);
    await place.pressSequentially('North');
    await expect(page.locator('#record-search-place-suggestions option').first()).toHaveAttribute(
      'value',
      /^Northfield St \w+, Kent$/,
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is a plain GET form that lands on the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(SEARCH);
    const form = page.getByRole('search', { name: 'Records' });
    await form.getByLabel('Surname', { exact: true }).fill('Smith');
    await form.getByRole('button', { name: 'Search records' }).click();
    await expect(page).toHaveURL(`${SEARCH}?surname=Smith#results`);
    await expectFirstResultInView(page);
    // The browser focuses the address's target itself. Were that target not focusable, it would
    // take the focus away instead, whenever the stylesheet arrived: after hydration on a slow
    // load, undoing the script's focus (one run in 36 under load).
    await expect(resultsHeading(page)).toBeFocused();
    expect(await tabsToFirstResult(page, 3)).not.toBeNull();
  });
});
