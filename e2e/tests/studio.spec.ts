import { seriousViolations } from '../support/axe.ts';
import { expect, signIn, test } from '../support/members.ts';
import {
  expectSaved,
  londonMinuteAhead,
  openDocument,
  replaceRichText,
  SMALL_PNG,
  studioRequest,
  unique,
} from '../support/studio.ts';

const contentOrigin = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 3102}`;

// Seeded news items, one per test that changes content, so the tests do not meet.
const TYPO_ITEM = { path: '/news/agm-2025-report' };

test.describe('the content studio', () => {
  // The editor's page is the studio's heaviest; a busy test machine takes a while to load it.
  test.describe.configure({ timeout: 120_000 });

  test('a publisher fixes a typo in a news item and publishes: the public page shows it within seconds', async ({
    page,
    makeAccount,
  }) => {
    await signIn(page, await makeAccount(['member', 'publisher']));
    await openDocument(page, 'news_item', 'agm-2025-report');
    const title = `Report of the 2025 annual general meeting ${unique()}`;
    await replaceRichText(page, 'Title', title);
    await expectSaved(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: the site shows it within seconds.')).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(TYPO_ITEM.path)).text(), { timeout: 15_000 })
      .toContain(title);
    // Who changed it is on the document.
    await page.getByRole('main').getByRole('link', { name: 'History', exact: true }).click();
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: 'published' }).first(),
    ).toContainText('publisher');
  });

  test('an editor edits and previews but cannot publish, in the page or through the API', async ({
    page,
    makeAccount,
    context,
  }) => {
    await signIn(page, await makeAccount(['member', 'editor']));
    await openDocument(page, 'news_item', 'members-journal-archive-opens');
    const title = `The journal archive opens to members (${unique()})`;
    await replaceRichText(page, 'Title', title);
    await expectSaved(page);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    const id = page.url().split('/').pop()!;
    const refused = await studioRequest(page, 'POST', '/studio/api/publish', { documentIds: [id] });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Only a publisher');

    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Preview on the site' }).click();
    const preview = await popup;
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
      'You are previewing unpublished content.',
    );
  });

  test('two editors on one document: the later save gets a clear conflict, never overwriting', async ({
    browser,
    makeAccount,
  }) => {
    const [first, second] = [
      await makeAccount(['member', 'editor']),
      await makeAccount(['member', 'editor']),
    ];
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    await signIn(a, first);
    await signIn(b, second);
    await openDocument(a, 'news_item', 'apprentices-index-launched');
    await openDocument(b, 'news_item', 'apprentices-index-launched');
    await a.getByLabel('Summary').fill(`First editor’s summary ${unique()}`);
    await expectSaved(a);
    await b.getByLabel('Summary').fill(`Second editor’s summary ${unique()}`);
    await expect(b.getByRole('alert').filter({ hasText: 'changed by' })).toContainText(
      `changed by ${first.email}`,
    );
    await expect(b.getByRole('button', { name: 'Load their version' })).toBeVisible();
    await b.getByRole('button', { name: 'Load their version' }).click();
    await expect(b.getByLabel('Summary')).toHaveValue(/^First editor’s summary/);
    await a.context().close();
    await b.context().close();
  });

  test('an editor restores an older version from the history', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount(['member', 'editor']));
    await openDocument(page, 'news_item', 'open-day-2025-report');
    const original = await page.getByLabel('Summary').inputValue();
    await page.getByLabel('Summary').fill(`Rewritten ${unique()}`);
    await expectSaved(page);
    await page.getByRole('main').getByRole('link', { name: 'History', exact: true }).click();
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: '(editor) saved' }).first(),
    ).toBeVisible();
    const older = page.getByRole('button', { name: /^Compare with current/ }).first();
    await older.click();
    await expect(page.getByText(/Changes from version \d+ to the current one/)).toBeVisible();
    await expect(page.locator('del').first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Restore version/ })
      .first()
      .click();
    await expect(page.getByLabel('Summary')).toHaveValue(original);
  });

  test('a publisher uploads an image and uses it with alt text', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount(['member', 'publisher']));
    await page.goto('/studio/media');
    const name = `parish-map-${unique()}`;
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: SMALL_PNG });
    await expect(page.getByRole('status').filter({ hasText: 'uploaded as' })).toContainText(
      `${name}.png uploaded as`,
    );
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('status').filter({ hasText: 'notes.txt' })).toContainText(
      'Only images (PNG, JPEG, WebP, AVIF, GIF) and PDF files can be uploaded.',
    );

    await openDocument(page, 'news_item', 'ellery-family-memorial-cards');
    await page.getByRole('button', { name: /Choose (another|an) image/ }).click();
    await page.getByRole('button', { name: new RegExp(name) }).click();
    const alt = `A hand-drawn map of the parish ${unique()}`;
    await page.getByLabel('Alt text (required)').fill('');
    await expect(page.getByText('Describe the image for people who cannot see it.')).toBeVisible();
    await page.getByLabel('Alt text (required)').fill(alt);
    await expectSaved(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: the site shows it within seconds.')).toBeVisible();
    await expect
      .poll(async () => (await page.request.get('/news/ellery-family-memorial-cards')).text(), {
        timeout: 15_000,
      })
      .toContain(`alt="${alt}"`);
    await page.goto('/studio/media');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name })).toContainText(
      'Used in 1 document',
    );
    await page.getByRole('button', { name: new RegExp(`^Delete ${name}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: 'used in' })).toContainText(
      'This file is used in 1 document',
    );
  });

  test('a publisher sets an image’s focal point by keyboard and the site keeps it in view', async ({
    page,
    makeAccount,
  }) => {
    await signIn(page, await makeAccount(['member', 'publisher']));
    await openDocument(page, 'news_item', 'subscription-rates-2027');
    const marker = page.getByRole('button', { name: 'Focal point', exact: true });
    await marker.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowLeft');
    const where = 'Focal point 59% from the left, 55% from the top.';
    await expect(page.getByRole('status').filter({ hasText: 'Focal point' })).toHaveText(where);
    await expectSaved(page);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Focal point' })).toHaveText(where);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: the site shows it within seconds.')).toBeVisible();
    await expect
      .poll(async () => (await page.request.get('/news/subscription-rates-2027')).text(), {
        timeout: 15_000,
      })
      .toContain('object-position:59% 55%');
  });

  test('an editor inserts an image with alt text and a video into rich text that allows them', async ({
    page,
    makeAccount,
  }) => {
    await signIn(page, await makeAccount(['member', 'editor']));
    await openDocument(page, 'news_item', 'subscription-rates-2027');
    const newsBody = page.getByRole('toolbar', { name: 'Body formatting' });
    await expect(newsBody.getByRole('button', { name: 'Bold' })).toBeVisible();
    await expect(newsBody.getByRole('button', { name: 'Image', exact: true })).toHaveCount(0);
    await expect(newsBody.getByRole('button', { name: 'Video', exact: true })).toHaveCount(0);

    await page.goto('/studio/new/page');
    const uid = `parish-maps-${unique()}`;
    await replaceRichText(page, 'Title', `Parish maps ${uid.slice(-8)}`);
    await page.getByLabel('Address (uid)').fill(uid);
    await expect(page.getByText('This address is free.')).toBeVisible();
    const body = page.getByRole('toolbar', { name: 'Body formatting' });
    await body.getByRole('button', { name: 'Image', exact: true }).click();
    const insertImage = page.getByRole('region', { name: 'Insert an image' });
    await insertImage.getByRole('button', { name: /parish-church\.svg/ }).click();
    await insertImage.getByLabel('Alt text (required)').fill('');
    await insertImage.getByRole('button', { name: 'Insert the image' }).click();
    await expect(insertImage.getByRole('alert')).toHaveText(
      'Describe the image for people who cannot see it.',
    );
    const alt = `The parish church from the lych gate ${unique()}`;
    await insertImage.getByLabel('Alt text (required)').fill(alt);
    await insertImage.getByRole('button', { name: 'Insert the image' }).click();
    await body.getByRole('button', { name: 'Video', exact: true }).click();
    const insertVideo = page.getByRole('region', { name: 'Insert a video' });
    await insertVideo.getByLabel('YouTube or Vimeo address').fill('https://example.org/video/1');
    await insertVideo.getByRole('button', { name: 'Insert the video' }).click();
    await expect(insertVideo.getByRole('alert')).toHaveText('Only YouTube and Vimeo videos can be embedded.');
    await insertVideo.getByLabel('YouTube or Vimeo address').fill('https://vimeo.com/76979871');
    await insertVideo.getByRole('button', { name: 'Insert the video' }).click();
    await expectSaved(page);
    await page.reload();
    const editor = page.getByRole('textbox', { name: 'Body', exact: true });
    await expect(editor).toContainText(`Image: ${alt}`);
    await expect(editor).toContainText('Embed: https://vimeo.com/76979871');
  });

  test('a release scheduled a minute ahead goes live by itself', async ({ page, makeAccount }) => {
    test.setTimeout(240_000);
    await signIn(page, await makeAccount(['member', 'publisher']));
    await page.goto('/studio/releases');
    const label = `Autumn news ${unique()}`;
    await page.getByRole('main').getByLabel('Name', { exact: true }).fill(label);
    await page.getByLabel('Publish at (London time, optional)').fill(londonMinuteAhead(60));
    await page.getByRole('button', { name: 'Create the release' }).click();
    await expect(page.getByRole('status').filter({ hasText: label })).toContainText('it publishes itself at');

    await openDocument(page, 'news_item', 'hybrid-talks-programme');
    const summary = `Released by the clock ${unique()}`;
    await page.getByLabel('Summary').fill(summary);
    await expectSaved(page);
    await page.getByLabel('Release').selectOption({ label });
    await page.getByRole('button', { name: 'Add to the release' }).click();
    await expect(page.getByText(`Added to the release “${label}”.`)).toBeVisible();
    expect(await (await page.request.get('/news/hybrid-talks-programme')).text()).not.toContain(summary);
    await expect
      .poll(async () => (await page.request.get('/news/hybrid-talks-programme')).text(), {
        timeout: 200_000,
        intervals: [2_000],
      })
      .toContain(summary);
  });

  test('a new guide under Guides is at its address, in the guides listing and in the sitemap', async ({
    page,
    makeAccount,
  }) => {
    await signIn(page, await makeAccount(['member', 'publisher']));
    await page.goto('/studio/new/page');
    const uid = `reading-old-wills-${unique()}`;
    const title = `Reading old wills ${uid.slice(-8)}`;
    await replaceRichText(page, 'Title', title);
    await page.getByLabel('Address (uid)').fill(uid);
    await expect(page.getByText('This address is free.')).toBeVisible();
    await page.getByLabel('Summary').fill('How to read a will written before 1858.');
    await page.getByRole('button', { name: 'Change the link' }).click();
    await page.getByLabel('Find a page by title or address').fill('guides');
    await page.getByRole('button', { name: /\(page, guides\)/ }).click();
    await expectSaved(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: the site shows it within seconds.')).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(`/learn/guides/${uid}`)).status(), { timeout: 15_000 })
      .toBe(200);
    await page.goto(`/learn/guides/${uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect
      .poll(async () => (await page.request.get('/learn/guides')).text(), { timeout: 15_000 })
      .toContain(`/learn/guides/${uid}`);
    await expect
      .poll(async () => (await page.request.get('/sitemap.xml')).text(), { timeout: 15_000 })
      .toContain(`/learn/guides/${uid}`);
  });

  test('the studio is axe-clean and usable at 390 px', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount(['member', 'editor']));
    await page.goto('/studio?type=news_item');
    expect(await seriousViolations(page)).toEqual([]);
    await openDocument(page, 'news_item', 'northfield-baptisms-transcription-complete');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Summary').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Choose (another|an) image/ })).toBeFocused();
  });
});

test.describe('who may use the studio', () => {
  test('a guest is sent to sign in; a member gets nothing from the pages, the studio API or the editorial API', async ({
    page,
    makeAccount,
  }) => {
    await page.goto('/studio');
    await expect(page).toHaveURL(/\/login-required\?redirect=%2Fstudio/);
    const guest = await page.request.get('/studio/api/documents');
    expect(guest.status()).toBe(404);

    await signIn(page, await makeAccount(['member']));
    const response = await page.goto('/studio');
    expect(response?.status()).toBe(404);
    expect((await page.goto('/studio/media'))?.status()).toBe(404);
    for (const [method, path] of [
      ['GET', '/studio/api/documents'],
      ['POST', '/studio/api/publish'],
      ['GET', '/studio/api/assets'],
    ] as const) {
      expect((await studioRequest(page, method, path, method === 'POST' ? {} : undefined)).status).toBe(404);
    }
    const direct = await page.request.get(`${contentOrigin}/editor/documents`);
    expect(direct.status()).toBe(401);
  });
});
