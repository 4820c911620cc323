import { expect, type Page, test } from '@playwright/test';
import {
  endPreviewSession,
  type PreviewSession,
  previewPath,
  startPreviewSession,
} from '../support/editorial-api.ts';

// The seeded news item with a pending draft (apps/content/seed/drafts/news_item).
const DOCUMENT_ID = 'Nspring2027pf361';
const ARTICLE = '/news/spring-2027-programme-announced';
const PUBLISHED_TITLE = 'Spring 2027 programme announced';
const DRAFT_TITLE = 'Spring 2027 programme: booking now open for every event';

const sessions: PreviewSession[] = [];
async function startPreview(documentId?: string) {
  const session = await startPreviewSession(documentId);
  sessions.push(session);
  return session;
}
test.afterAll(async () => {
  await Promise.all(sessions.map((session) => endPreviewSession(session.id)));
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const previewBar = (page: Page) => page.getByRole('region', { name: 'Preview' });

test.describe('preview', () => {
  test('an editor’s preview opens the draft on its page with the preview bar; leaving shows the published page', async ({
    page,
    context,
  }) => {
    const session = await startPreview(DOCUMENT_ID);
    await page.goto(previewPath(session));
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(heading(page)).toHaveText(DRAFT_TITLE);
    await expect(page.getByRole('main')).toContainText('booking is now open for every event');
    await expect(previewBar(page)).toContainText('You are previewing unpublished content.');

    // Every page reads the drafts while the preview lasts.
    await page.goto('/news');
    await expect(page.getByRole('main')).toContainText(DRAFT_TITLE);
    await page.goto(ARTICLE);

    await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
    await expect(heading(page)).toHaveText(PUBLISHED_TITLE);
    await expect(previewBar(page)).toHaveCount(0);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('io.prismic.preview');
    expect(names).not.toContain('__prerender_bypass');
  });

  test('a page already open refreshes into the preview when a preview starts in another tab', async ({
    context,
  }) => {
    const reader = await context.newPage();
    await reader.goto(ARTICLE);
    await expect(heading(reader)).toHaveText(PUBLISHED_TITLE);

    const editorTab = await context.newPage();
    await editorTab.goto(previewPath(await startPreview(DOCUMENT_ID)));
    await expect(heading(editorTab)).toHaveText(DRAFT_TITLE);

    await reader.bringToFront();
    await expect(heading(reader)).toHaveText(DRAFT_TITLE);
    await expect(previewBar(reader)).toBeVisible();

    await previewBar(editorTab).getByRole('button', { name: 'Exit preview' }).click();
    await expect(heading(editorTab)).toHaveText(PUBLISHED_TITLE);
    await reader.bringToFront();
    await expect(heading(reader)).toHaveText(PUBLISHED_TITLE);
    await expect(previewBar(reader)).toHaveCount(0);
  });

  test('a preview of a document that cannot be found opens the home page in preview', async ({ page }) => {
    const session = await startPreview('Nnosuchdocument0');
    await page.goto(previewPath(session));
    await expect(page).toHaveURL(/\/$/);
    await expect(previewBar(page)).toBeVisible();
    const withoutDocument = await startPreview();
    await page.goto(previewPath(withoutDocument));
    await expect(page).toHaveURL(/\/$/);
    await expect(previewBar(page)).toBeVisible();
  });

  test('a preview link without a token, with a bad one or for an ended session opens the published home page', async ({
    page,
    context,
  }) => {
    const ended = await startPreviewSession(DOCUMENT_ID);
    await endPreviewSession(ended.id);
    for (const path of ['/preview', '/preview?token=not-a-token', previewPath(ended)]) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(307);
      expect(answer.headers().location, path).toBe('/');
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(heading(page)).toContainText('Discover the people behind your family tree');
      await expect(previewBar(page)).toHaveCount(0);
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names).not.toContain('io.prismic.preview');
      expect(names).not.toContain('__prerender_bypass');
    }
  });
});
