import {
  APPRENTICES,
  BAPTISMS,
  expectAccessibleAndNarrow,
  resultItems,
  resultsHeading,
  SEARCH,
} from '../support/collections.ts';
import { expect, signIn, test } from '../support/members.ts';

test.describe('searchexplore: the records search', () => {
  test('a search typed with the keyboard lands on its canonical address, with results, facets and paging', async ({
    page,
  }) => {
    // Several axe runs on long pages, on a shared 2-core machine.
    test.slow();
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search and explore');
    await expectAccessibleAndNarrow(page);

    const form = page.getByRole('search', { name: 'Records' });
    await form.getByLabel('Surname', { exact: true }).focus();
    await page.keyboard.type('Smith');
    await form.getByLabel('Match the surname by').selectOption('exact');
    await form.getByLabel('Surname', { exact: true }).press('Enter');
    // The form sends the visitor to the results (#results), at the search's canonical address.
    await expect(page).toHaveURL(`${SEARCH}?surname=Smith&surname_match=exact#results`);

    await expect(resultsHeading(page)).toHaveText(/^(More than )?[\d,]+ results$/);
    await expect(resultItems(page)).toHaveCount(25);
    for (const name of await resultItems(page).getByRole('heading', { level: 3 }).allTextContents()) {
      // A record may give a surname alone (an infant's burial, an index entry).
      expect(name).toMatch(/(^| )Smith$/);
    }
    // The form is folded under "Change search", keeping what was typed.
    await expect(form).toBeHidden();
    await page.getByText('Change search').click();
    await expect(form.getByLabel('Surname', { exact: true })).toHaveValue('Smith');
    await expectAccessibleAndNarrow(page);

    // A facet narrows the search, and the address says so.
    const facets = page.getByRole('complementary', { name: 'Narrow the results' });
    await facets
      .getByRole('region', { name: 'Collection' })
      .getByRole('link', { name: new RegExp(BAPTISMS.title) })
      .click();
    await expect(page).toHaveURL(
      `${SEARCH}?surname=Smith&surname_match=exact&collection=${BAPTISMS.uid}#results`,
    );
    await expect(resultItems(page).first()).toContainText(BAPTISMS.title);
    for (const text of await resultItems(page).allTextContents()) expect(text).toContain(BAPTISMS.title);

    // Keyset paging: the next page has its cursor in the address, and the way back.
    await page
      .getByRole('navigation', { name: 'Results pages' })
      .getByRole('link', { name: 'Next 25 results' })
      .click();
    await expect(page).toHaveURL(/&after=[A-Za-z0-9_-]+#results$/);
    await expect(resultItems(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to the first results' }).click();
    await expect(page).toHaveURL(
      `${SEARCH}?surname=Smith&surname_match=exact&collection=${BAPTISMS.uid}#results`,
    );
  });

  test('year ± and the CSV export follow the search in the address', async ({ page, request }) => {
    const query = 'surname=Smith&year=1800&year_range=5';
    await page.goto(`${SEARCH}?${query}`);
    await expect(resultItems(page).first()).toBeVisible();
    for (const text of await resultItems(page).allTextContents()) {
      const [, from, to = from] = /Year(\d{4})(?:–(\d{4}))?/.exec(text) ?? [];
      const [min, max] = [Number(from), Number(to)];
      expect(max, text).toBeGreaterThanOrEqual(1795);
      expect(min, text).toBeLessThanOrEqual(1805);
    }
    const csv = page.getByRole('link', { name: 'Download these results (CSV)' });
    await expect(csv).toHaveAttribute('href', `/api/records/search.csv?${query}`);
    const response = await request.get(`/api/records/search.csv?${query}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  });

  test('a search the api cannot run says why, keeps what was typed, and a form submission drops empty fields', async ({
    page,
  }) => {
    // Several axe runs on long pages, on a shared 2-core machine.
    test.slow();
    const response = await page.goto(`${SEARCH}?surname=S*&surname_match=wildcard`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /at least 2 letters before the first \*/,
    );
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('S*');
    await expectAccessibleAndNarrow(page);

    await page.goto(
      `${SEARCH}?surname=&forename=Mary&forename_match=variants&year=&year_range=5&sort=relevance&per_page=25`,
    );
    await expect(page).toHaveURL(`${SEARCH}?forename=Mary#results`);
  });

  test('members-only records reach members only', async ({ page, makeAccount }) => {
    const query = `surname=Smith&collection=${APPRENTICES.uid}`;
    await page.goto(`${SEARCH}?${query}`);
    await expect(resultsHeading(page)).toHaveText('0 results');
    await page.getByText('Change search').click();
    await expect(page.getByRole('checkbox', { name: BAPTISMS.title })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: APPRENTICES.title })).toHaveCount(0);

    await signIn(page, await makeAccount(['member']));
    await page.goto(`${SEARCH}?${query}`);
    await expect(resultItems(page).first()).toContainText(APPRENTICES.title);
  });

  test('a member saves a search and bookmarks a record from the results', async ({ page, makeAccount }) => {
    // Several axe runs on long pages, on a shared 2-core machine.
    test.slow();
    await signIn(page, await makeAccount(['member']));
    await page.goto(`${SEARCH}?surname=Taylor&type=burial`);
    await expect(resultItems(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name for this search').fill('Taylor burials');
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Saved this search as “Taylor burials”.')).toBeVisible();

    const first = resultItems(page).first();
    const title = await first.getByRole('heading', { level: 3 }).textContent();
    const bookmark = first.getByRole('button', { name: /^Bookmark/ });
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/user-account');
    const saved = page.getByRole('region', { name: 'Saved searches' });
    await expect(saved).toContainText('Taylor burials');
    await expect(page.getByRole('region', { name: 'Bookmarks' })).toContainText(title ?? '');
    await saved.getByRole('button', { name: /^Run/ }).first().click();
    await expect(page).toHaveURL(`${SEARCH}?surname=Taylor&type=burial`);
  });
});
