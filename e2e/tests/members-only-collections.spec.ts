import { sql } from 'drizzle-orm';
import { APPRENTICES, COLLECTIONS, expectAccessibleAndNarrow } from '../support/collections.ts';
import { apiDb, expect, signIn, test } from '../support/members.ts';

const PAGE = `${COLLECTIONS}/record-sets/${APPRENTICES.uid}`;

test.describe('a members-only collection', () => {
  test('shows a guest what it holds and how to get in; signing in returns to its search', async ({
    page,
    makeAccount,
  }) => {
    // Two axe runs and a sign-in, on a shared 2-core machine.
    test.slow();
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(APPRENTICES.title);
    const facts = page.getByRole('complementary', { name: 'Collection details' });
    await expect(facts).toContainText(/Records\s*3,000 records/);
    await expect(facts).toContainText(/Years\s*1\d{3}–1\d{3}/);
    await expect(facts).toContainText(/Record types\s*Apprenticeship/);
    await expect(facts).toContainText('Places');

    // No search, no surname browse, no names: only the way in.
    await expect(page.getByRole('heading', { name: 'Search this collection' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Browse surnames A to Z' })).toHaveCount(0);
    const access = page.getByRole('region', { name: 'Searching this collection is for members' });
    await expect(access.getByRole('link', { name: 'Join the society' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    const signInLink = access.getByRole('link', { name: 'Sign in' });
    await expect(signInLink).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(PAGE)}`);
    await expectAccessibleAndNarrow(page);

    // A record's address in the collection says it is for members rather than "not found".
    const found = await apiDb().execute(
      sql`SELECT min(r.id) AS id FROM records r JOIN collections c ON c.id = r.collection_id WHERE c.uid = ${APPRENTICES.uid}`,
    );
    await page.goto(`${PAGE}?record=${String(found.rows[0]?.id)}`);
    await expect(page.getByRole('heading', { name: 'This page is for members' })).toBeVisible();

    await page.goto(PAGE);
    await access.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(PAGE)}`);
    await signIn(page, await makeAccount(['member']));
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { name: 'Search this collection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browse surnames A to Z' })).toBeVisible();
    await expect(access).toHaveCount(0);
    await expectAccessibleAndNarrow(page);
  });

  test('a signed-in account without membership is offered the same way in', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount([]));
    await page.goto(PAGE);
    const access = page.getByRole('region', { name: 'Searching this collection is for members' });
    await expect(access.getByRole('link', { name: 'Join the society' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Search this collection' })).toHaveCount(0);
  });
});
