import { expectAccessibleAndNarrow } from '../support/collections.ts';
import { expectNotFound, expectPage } from '../support/expect-page.ts';
import { demoMember, expect, signIn, test } from '../support/members.ts';
import { demoCard, VIEWER } from '../support/scans.ts';

test.describe('image viewer', () => {
  test('the gallery filters by collection, side and name; members-only images are marked, not shown', async ({
    page,
  }) => {
    test.slow();
    const card = await demoCard();
    await expectPage(page, VIEWER, 'Image viewer');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ images$/ })).toBeVisible();
    await expect(page.getByText('For members: sign in to see it').first()).toBeVisible();
    await expectAccessibleAndNarrow(page);
    const form = page.getByRole('search', { name: 'Filter the images' });
    await form.getByLabel('Collection').selectOption('memorial-cards');
    await form.getByLabel('Side').selectOption('front');
    await form.getByLabel('Name or title').fill(card.name);
    await form.getByRole('button', { name: 'Show images' }).click();
    await expect(page).toHaveURL(/collection=memorial-cards&side=front&q=/);
    const items = page.getByRole('region', { name: /images?$/ }).getByRole('listitem');
    await expect(items.first()).toContainText(`${card.name}, front`);
    for (const text of await items.allTextContents()) expect(text).toContain(', front');
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${VIEWER}/${card.front}-`));
    await expectNotFound(page, `${VIEWER}?side=sideways`);
  });

  test('the viewer loads the tiles and zooms, pans by keyboard, rotates, and moves through the set', async ({
    page,
  }) => {
    test.slow();
    const card = await demoCard();
    const tiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`/api/iiif/${card.front}/`) && url.pathname.endsWith('/default.jpg'))
        tiles.push(url.pathname);
    });
    await page.setViewportSize({ width: 800, height: 600 });
    // The short address is redirected to the one with the image's words.
    await page.goto(`${VIEWER}/${card.front}`);
    await expect(page).toHaveURL(new RegExp(`${VIEWER}/${card.front}-[a-z0-9-]+-front$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${card.name}, front`);
    const state = page.getByTestId('viewer-state');
    await expect(state).toHaveText('Zoom 100%', { timeout: 15_000 });
    // Fitted into this window the card needs only its half-size level (one tile).
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    const fullSizeTile = `/api/iiif/${card.front}/0,0,512,512/512,512/0/default.jpg`;
    expect(tiles).not.toContain(fullSizeTile);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(state).toHaveText('Zoom 150%');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(state).toHaveText('Zoom 225%');
    // Zoomed in, the viewer fetches the full-resolution tiles it did not need before.
    await expect.poll(() => tiles.includes(fullSizeTile)).toBe(true);
    await page.getByRole('button', { name: 'Rotate right' }).click();
    await expect(state).toHaveText('Zoom 225%, rotated 90°');
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await expect(state).toHaveText('Zoom 100%, rotated 90°');
    // Keyboard on the image itself: minus zooms out, R rotates, N opens the next image of the set.
    const image = page.getByRole('application', { name: `Deep-zoom image: ${card.name}, front` });
    await image.focus();
    await page.keyboard.press('-');
    await expect(state).not.toHaveText(/^Zoom 100%/);
    await page.keyboard.press('r');
    await expect(state).toHaveText(/rotated 180°/);
    await expectAccessibleAndNarrow(page);
    const next = page.getByRole('link', { name: /^Next: / });
    const nextHref = await next.getAttribute('href');
    await image.focus();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(nextHref!);
    await page.getByRole('link', { name: /^Previous: / }).click();
    await expect(page).toHaveURL(new RegExp(`${VIEWER}/${card.front}-`));
  });

  test('full screen, download where allowed, and a citation with the image’s address', async ({
    page,
    request,
  }) => {
    const card = await demoCard();
    await page.goto(`${VIEWER}/${card.front}`);
    await expect(page.getByTestId('viewer-state')).toHaveText('Zoom 100%', { timeout: 15_000 });
    const fullScreen = page.getByRole('button', { name: 'Full screen' });
    await fullScreen.click();
    await expect(page.getByRole('button', { name: 'Leave full screen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Leave full screen' }).click();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
    const download = page.getByRole('link', { name: 'Download the full image (JPEG)' });
    const href = await download.getAttribute('href');
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    await expect(page.getByTestId('citation')).toContainText(`${new URL(page.url()).pathname}`);
    await expect(page.getByTestId('citation')).toContainText('Memorial cards');
  });

  test('a members-only image: a guest is asked to sign in and its tiles are refused; a member sees it', async ({
    page,
    request,
  }) => {
    const card = await demoCard();
    await page.goto(`${VIEWER}/${card.back}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members-only image');
    await expect(page.locator('[role="application"]')).toHaveCount(0);
    expect((await request.get(`/api/iiif/${card.back}/0,0,512,512/512,512/0/default.jpg`)).status()).toBe(
      401,
    );
    expect((await request.get(`/api/images/${card.back}/download`)).status()).toBe(401);
    await signIn(page, demoMember());
    await page.goto(`${VIEWER}/${card.back}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${card.name}, back`);
    await expect(page.getByTestId('viewer-state')).toHaveText('Zoom 100%', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Bookmark this page' })).toBeVisible();
  });
});
