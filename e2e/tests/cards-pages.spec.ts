import { sql } from 'drizzle-orm';
import { expectAccessibleAndNarrow } from '../support/collections.ts';
import { expectNotFound, expectPage } from '../support/expect-page.ts';
import { apiDb, demoMember, expect, signIn, test } from '../support/members.ts';
import { CARDS, demoCard } from '../support/scans.ts';

test.describe('memorial cards', () => {
  test('the cards page lists every card with its front and searches by name, year and place', async ({
    page,
  }) => {
    test.slow();
    const card = await demoCard();
    await expectPage(page, CARDS, 'Memorial cards');
    await expect(page.getByRole('heading', { level: 2, name: 'All memorial cards (24)' })).toBeVisible();
    await expect(page.getByRole('link', { name: card.name, exact: true })).toHaveAttribute(
      'href',
      `${CARDS}/${card.id}`,
    );
    await expectAccessibleAndNarrow(page);
    const form = page.getByRole('search', { name: 'Search the memorial cards' });
    const [forename, ...rest] = card.name.split(' ');
    await form.getByLabel('Surname', { exact: true }).fill(rest.join(' '));
    await form.getByLabel('Forename', { exact: true }).fill(forename!);
    await form.getByLabel('Year of death').fill(String(card.year));
    await form.getByLabel('Place (parish or county)').fill(card.place);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/type=memorial_card/);
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ results?$/ })).toBeVisible();
    await expectAccessibleAndNarrow(page);
    const result = page.getByRole('region', { name: /results?$/ }).getByRole('link', { name: card.name });
    await expect(result).toHaveAttribute('href', `${CARDS}/${card.id}`);
  });

  test('a guest sees the front and the index entry; the back and the transcription are refused by the api', async ({
    page,
    request,
  }) => {
    const card = await demoCard();
    await expectPage(page, `${CARDS}/${card.id}`, card.name);
    const front = page.getByRole('img', { name: `Front of the memorial card of ${card.name}` });
    await expect(front).toBeVisible();
    await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Back' })).toContainText('For members');
    await expect(page.getByRole('region', { name: 'Transcription' })).toContainText('is for members');
    expect(await page.content()).not.toContain(card.verse);
    await expectAccessibleAndNarrow(page);
    // Refused by the api, not only left off the page.
    for (const url of [
      `/api/iiif/${card.back}/info.json`,
      `/api/iiif/${card.back}/thumbnail.jpg`,
      `/api/iiif/${card.back}/0,0,512,512/512,512/0/default.jpg`,
      `/api/images/${card.back}`,
    ])
      expect((await request.get(url)).status(), url).toBe(401);
    const answer = await request.get(`/api/memorial-cards/${card.id}`);
    expect(await answer.text()).not.toContain(card.verse);
    expect((await request.get(`/api/iiif/${card.front}/info.json`)).status()).toBe(200);
  });

  test('a member sees the back and the transcription, bookmarks the card, and the card search is in their history', async ({
    page,
  }) => {
    test.slow();
    const card = await demoCard();
    await signIn(page, demoMember());
    await page.goto(`${CARDS}/${card.id}`);
    await expect(page.getByRole('img', { name: `Back of the memorial card of ${card.name}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Transcription' })).toContainText(card.verse);
    const bookmark = page.getByRole('button', { name: 'Bookmark this page' });
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/user-account');
    await expect(page.getByRole('link', { name: `Memorial card: ${card.name}` })).toHaveAttribute(
      'href',
      `${CARDS}/${card.id}`,
    );
    const surname = card.name.split(' ').slice(1).join(' ');
    await page.goto(`${CARDS}?surname=${encodeURIComponent(surname)}&type=memorial_card`);
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ results?$/ })).toBeVisible();
    const history = await apiDb().execute(sql`
      SELECT h.query FROM search_history h JOIN users u ON u.id = h.user_id
      WHERE u.email = ${demoMember().email} ORDER BY h.id DESC LIMIT 1`);
    expect(history.rows[0]?.query).toContain('type=memorial_card');
    await page.goto('/user-account');
    await expect(
      page.getByRole('region', { name: 'Search history' }).locator(`a[href^="${CARDS}?"]`).first(),
    ).toBeVisible();
    // Tidy up the bookmark for the other tests.
    await page.goto(`${CARDS}/${card.id}`);
    await page.getByRole('button', { name: 'Bookmark this page' }).click();
    await expect(page.getByRole('button', { name: 'Bookmark this page' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a card that does not exist, or another kind of record, is the 404 page', async ({ page }) => {
    const other = await apiDb().execute(sql`
      SELECT r.id FROM records r JOIN collections c ON c.id = r.collection_id WHERE c.uid = 'northfield-baptisms' LIMIT 1`);
    await expectNotFound(page, `${CARDS}/${other.rows[0]!.id}`);
    await expectNotFound(page, `${CARDS}/not-a-card`);
  });
});
