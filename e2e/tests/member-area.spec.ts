import { seriousViolations } from '../support/axe.ts';
import { expectHydrated } from '../support/hydrated.ts';
import { accountBar, expect, recordSearches, signIn, test } from '../support/members.ts';

const JOURNAL_NEWS = '/news/members-journal-archive-opens';

test.describe('members-only content', () => {
  test('sends a guest to sign-in and back to the page, which then shows its body', async ({
    page,
    makeAccount,
  }) => {
    const account = await makeAccount(['member']);
    await page.goto(JOURNAL_NEWS);
    await expect(page).toHaveURL(`/login-required?redirect=${encodeURIComponent(JOURNAL_NEWS)}`);
    await signIn(page, account);
    await expect(page).toHaveURL(JOURNAL_NEWS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The journal archive opens to members');
    await expect(page.getByText('the Northfield vestry minutes')).toBeVisible();
  });

  test('opens a members-only page from the navigation after signing in', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount(['member']));
    await page.goto('/');
    const researchHub = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Research hub' });
    await expectHydrated(researchHub);
    await researchHub.click();
    await page.getByRole('link', { name: 'Members’ research desk (members only)' }).click();
    await expect(page).toHaveURL('/members-research-desk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members’ research desk');
    await expect(page.getByRole('main')).not.toContainText('This page is for members');
  });

  test('tells a signed-in visitor without membership how to join', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount([]));
    const response = await page.goto('/members-research-desk');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'This page is for members' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('does not include membership');
    await expect(page.getByRole('main').getByRole('link', { name: 'Join the society' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  test('marks members-only news in the list', async ({ page }) => {
    await page.goto('/news?page=2');
    const card = page.locator('main article', { hasText: 'The journal archive opens to members' });
    await expect(card).toContainText('Members only');
  });

  test('answers 404 on the members-only route for a public document', async ({ page }) => {
    const response = await page.goto('/members-only/news/agm-2026-report');
    expect(response?.status()).toBe(404);
  });
});

test.describe('bookmark button', () => {
  test('is not shown to guests', async ({ page }) => {
    await page.goto('/news/agm-2026-report');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bookmark this page' })).toHaveCount(0);
  });

  test('toggles a bookmark of the page and announces it', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount());
    await page.goto('/news/agm-2026-report');
    const button = page.getByRole('button', { name: 'Bookmark this page' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Page bookmarked' })).toBeAttached();

    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/user-account');
    await expect(page.getByRole('region', { name: 'Bookmarks' })).toContainText(
      'Report of the 2026 annual general meeting',
    );

    await page.goto('/news/agm-2026-report');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: 'Bookmark removed.' })).toBeAttached();
  });
});

test.describe('member area', () => {
  test('bookmarks: note and remove', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount());
    await page.goto('/learn/guides/how-to-use-census-records');
    await page.getByRole('button', { name: 'Bookmark this page' }).click();
    await expect(page.getByRole('button', { name: 'Bookmark this page' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/user-account');
    const bookmarks = page.getByRole('region', { name: 'Bookmarks' });
    await bookmarks.getByRole('button', { name: 'Add a note on How to use census records' }).click();
    await bookmarks
      .getByLabel('Note on How to use census records')
      .fill('Check the 1841 enumerators’ books.');
    await bookmarks.getByRole('button', { name: 'Save note' }).click();
    await expect(bookmarks.getByText('Check the 1841 enumerators’ books.')).toBeVisible();
    await page.reload();
    await expect(bookmarks.getByText('Check the 1841 enumerators’ books.')).toBeVisible();

    await bookmarks.getByRole('button', { name: 'Remove the bookmark How to use census records' }).click();
    await expect(bookmarks.getByRole('status')).toHaveText(
      'Removed the bookmark “How to use census records”.',
    );
    await expect(bookmarks).toContainText('No bookmarks yet.');
  });

  test('reading lists: create, rename, fill, reorder by keyboard, note, remove, delete', async ({
    page,
    makeAccount,
  }) => {
    test.slow();
    await signIn(page, await makeAccount());
    for (const path of [
      '/learn/guides/how-to-use-census-records',
      '/learn/guides/how-to-use-probate-records',
    ]) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Bookmark this page' }).click();
      await expect(page.getByRole('button', { name: 'Bookmark this page' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await page.goto('/user-account');
    const lists = page.getByRole('region', { name: 'Reading lists' });
    await lists.getByLabel('Name', { exact: true }).fill('Winter reading');
    await lists.getByRole('button', { name: 'Create list' }).click();
    const list = lists.getByRole('article', { name: 'Winter reading' });
    await expect(list).toBeVisible();

    await list.getByRole('button', { name: 'Rename Winter reading' }).press('Enter');
    const newName = list.getByLabel('New name for “Winter reading”');
    await expect(newName).toBeFocused();
    await newName.fill('Probate first');
    await newName.press('Enter');
    const renamed = lists.getByRole('article', { name: 'Probate first' });
    await expect(renamed).toBeVisible();
    await expect(renamed.getByRole('button', { name: 'Rename Probate first' })).toBeFocused();

    const add = renamed.getByLabel('Add a bookmarked page to “Probate first”');
    await add.selectOption({ label: 'How to use census records' });
    await renamed.getByRole('button', { name: 'Add to list' }).click();
    await expect(renamed.getByRole('listitem')).toHaveCount(1);
    await add.selectOption({ label: 'How to use probate records' });
    await renamed.getByRole('button', { name: 'Add to list' }).click();
    const items = renamed.getByRole('listitem');
    await expect(items).toHaveText([/How to use census records/, /How to use probate records/]);

    const moveUp = renamed.getByRole('button', { name: 'Move “How to use probate records” up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveText([/How to use probate records/, /How to use census records/]);
    await expect(
      renamed.getByRole('button', { name: 'Move “How to use probate records” down' }),
    ).toBeFocused();
    await expect(renamed.getByRole('status')).toHaveText(
      'Moved “How to use probate records” to position 1 of 2.',
    );

    await renamed.getByRole('button', { name: 'Add a note on How to use census records' }).press('Enter');
    const note = renamed.getByLabel('Note on How to use census records');
    await expect(note).toBeFocused();
    await note.fill('After probate.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(renamed.getByText('After probate.')).toBeVisible();
    await expect(
      renamed.getByRole('button', { name: 'Edit note on How to use census records' }),
    ).toBeFocused();

    await page.reload();
    await expect(items).toHaveText([
      /How to use probate records/,
      /How to use census records.*After probate\./s,
    ]);
    await renamed.getByRole('button', { name: 'Remove “How to use census records” from the list' }).click();
    await expect(items).toHaveCount(1);

    await renamed.getByRole('button', { name: 'Delete Probate first' }).press('Enter');
    await expect(renamed.getByRole('button', { name: 'Yes, delete the list' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(lists).toContainText('No reading lists yet.');
    await expect(lists.getByRole('heading', { name: 'Reading lists' })).toBeFocused();
  });

  test('saved searches: save from the search page, list, run, rename, delete', async ({
    page,
    makeAccount,
  }) => {
    test.slow();
    await signIn(page, await makeAccount());
    await page.goto('/search?q=census&type=page');
    await page.getByRole('button', { name: 'Save this search' }).press('Enter');
    const name = page.getByLabel('Name for this search');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('census');
    await name.fill('');
    await name.press('Enter');
    await expect(name).toHaveAccessibleDescription('The name field is required.');
    await name.fill('Census guides');
    await name.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Saved this search as “Census guides”.',
    );
    await page.getByRole('link', { name: 'Your saved searches' }).click();

    const searches = page.getByRole('region', { name: 'Saved searches' });
    await expect(searches.getByRole('heading', { name: 'Census guides' })).toBeVisible();
    // A saved search reads as a sentence and links to its results.
    await expect(
      searches.getByRole('link', { name: 'The site searched for “census” in Pages & guides' }),
    ).toHaveAttribute('href', '/search?q=census&type=page');
    await expect(searches).toContainText('Not run yet');
    await expect(searches).not.toContainText('new since the last run');

    await searches.getByRole('button', { name: 'Rename Census guides' }).press('Enter');
    const newName = searches.getByLabel('New name for “Census guides”');
    await expect(newName).toBeFocused();
    await newName.fill('Census help');
    await newName.press('Enter');
    await expect(searches.getByRole('heading', { name: 'Census help' })).toBeVisible();
    await expect(searches.getByRole('button', { name: 'Rename Census help' })).toBeFocused();

    await searches.getByRole('button', { name: 'Run Census help' }).click();
    await expect(page).toHaveURL('/search?q=census&type=page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
    await page.goto('/user-account');
    await expect(searches).toContainText('Last run');

    await searches.getByRole('button', { name: 'Delete Census help' }).click();
    await expect(searches).toContainText('No saved searches yet.');
    await expect(searches.getByRole('heading', { name: 'Saved searches' })).toBeFocused();
  });

  test('saving a search is offered only to signed-in visitors', async ({ page }) => {
    await page.goto('/search?q=census');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
    await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
  });

  test('search history: clear one, clear all', async ({ page, makeAccount }) => {
    const account = await makeAccount();
    await recordSearches(account.id, ['surname=ellery', 'surname=pritchard', 'surname=abernethy']);
    await signIn(page, account);
    await page.goto('/user-account');
    const history = page.getByRole('region', { name: 'Search history' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    // Past searches read as sentences, linking to their results.
    await expect(history.getByRole('link', { name: 'Records of pritchard' })).toHaveAttribute(
      'href',
      '/research-hub/our-collections/searchexplore?surname=pritchard',
    );

    await history.getByRole('button', { name: 'Remove the search Records of pritchard' }).click();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await history.getByRole('button', { name: 'Clear all history' }).press('Enter');
    await expect(history.getByRole('button', { name: 'Yes, clear the history' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(history).toContainText('No searches yet.');
    await page.reload();
    await expect(history).toContainText('No searches yet.');
  });

  test('profile: name, password, sign out everywhere', async ({ page, browser, makeAccount }) => {
    test.slow();
    const account = await makeAccount();
    await signIn(page, account);
    await page.goto('/user-account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Name', { exact: true }).fill('Hester Abernethy');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(profile.getByText('Your name is saved.')).toBeVisible();
    await expect(accountBar(page)).toContainText('Signed in as Hester Abernethy');

    const newPassword = 'another long password for the society';
    await profile.getByLabel('Current password').fill(account.password);
    await profile.getByLabel('New password', { exact: true }).fill(newPassword);
    await profile.getByLabel('New password again').fill(newPassword);
    await profile.getByRole('button', { name: 'Change password' }).click();
    await expect(profile.getByText('Your password is changed.')).toBeVisible();

    const elsewhere = await browser.newContext();
    const otherDevice = await elsewhere.newPage();
    await signIn(otherDevice, { ...account, password: newPassword });

    await profile.getByRole('button', { name: 'Sign out everywhere' }).press('Enter');
    await expect(profile.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
    await otherDevice.goto('/user-account');
    await expect(otherDevice).toHaveURL('/login-required?redirect=%2Fuser-account');
    await elsewhere.close();
  });
});

test.describe('accessibility of sign-in and the member area', () => {
  test('axe finds nothing serious on /login, /login-required and /user-account', async ({
    page,
    makeAccount,
  }) => {
    test.slow();
    for (const path of ['/login', '/login-required?redirect=%2Fuser-account']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page), 'sign-in errors').toEqual([]);

    const account = await makeAccount();
    await recordSearches(account.id, ['q=census']);
    await signIn(page, account);
    await page.goto('/news/agm-2026-report');
    await page.getByRole('button', { name: 'Bookmark this page' }).click();
    await expect(page.getByRole('button', { name: 'Bookmark this page' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/user-account');
    const lists = page.getByRole('region', { name: 'Reading lists' });
    await lists.getByLabel('Name', { exact: true }).fill('Winter reading');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await expect(lists.getByRole('article', { name: 'Winter reading' })).toBeVisible();
    expect(await seriousViolations(page), '/user-account').toEqual([]);
  });
});
