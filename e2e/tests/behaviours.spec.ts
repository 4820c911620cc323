import { expect, type Page, type Request, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expectPage } from '../support/expect-page.ts';
import { expectHydrated } from '../support/hydrated.ts';
import { recordLoadingBar } from '../support/loading-bar-recorder.ts';

const ARTICLE = '/news/agm-2026-report';
const ARTICLE_TITLE = 'Report of the 2026 annual general meeting';

const isRscRequest = (url: URL) => url.searchParams.has('_rsc');

/** Holds the client router's requests for `path` until the returned function is called. */
async function holdRouterRequests(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => isRscRequest(url) && url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test.describe('loading bar', () => {
  test('shows after 200 ms on a slow navigation, advances, completes when the page renders and hides 500 ms later', async ({
    page,
  }) => {
    const bar = await recordLoadingBar(page);
    const release = await holdRouterRequests(page, ARTICLE);
    await expectPage(page, '/news', 'News');

    await page.locator(`main a[href="${ARTICLE}"]`).first().click();
    const progressbar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(progressbar).toBeVisible();
    const first = Number(await progressbar.getAttribute('aria-valuenow'));
    await expect
      .poll(async () => Number(await progressbar.getAttribute('aria-valuenow')))
      .toBeGreaterThan(first);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
    await expect(progressbar).toBeHidden();

    const entries = await bar.entries();
    const shown = entries.find((entry) => entry.state.startsWith('loading:'));
    const complete = entries.find((entry) => entry.state === 'complete:100');
    const hidden = entries.findLast((entry) => entry.state === 'hidden');
    expect(shown && complete && hidden, JSON.stringify(entries)).toBeTruthy();
    if (!shown || !complete || !hidden) return;
    expect(shown.at - (await bar.clickedAt())).toBeGreaterThanOrEqual(199);
    // The hide timer starts when the bar completes; React paints the completed state a little
    // later, by up to a few tens of ms on a loaded machine, so the on-screen gap can fall short.
    expect(hidden.at - complete.at).toBeGreaterThanOrEqual(450);
    expect(hidden.at - complete.at).toBeLessThan(1_500);
    const values = entries
      .filter((entry) => entry.state.startsWith('loading:'))
      .map((e) => Number(e.state.slice(8)));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Math.max(...values)).toBeLessThan(100);
  });

  test('stays hidden for a navigation that completes within 200 ms', async ({ page }) => {
    const bar = await recordLoadingBar(page);
    await expectPage(page, '/news', 'News');
    const article = page.locator(`main a[href="${ARTICLE}"]`).first();
    await expectHydrated(article);
    await article.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const before = (await bar.entries()).length;
    // Going back is served from the router's cache: it renders at once.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect((await bar.entries()).slice(before)).toEqual([]);
  });
});

const UNAVAILABLE_CHUNK = '/_next/static/chunks/unavailable-after-deploy.js';

/**
 * A navigation to the article loads no new chunk: its client code (the bookmark button) came with
 * the first load. This makes the bookmark button need one more chunk, as a page with client code
 * of its own would; the tests then abort or hold the browser's request for it.
 */
function needUnavailableChunk(payload: string): string {
  return payload.replace(
    /^(\w+):I\[(\d+),\[(.*)\],"BookmarkButton"\]$/m,
    (_row, id: string, module: string, chunks: string) =>
      `${id}:I[${module},[${[`"${UNAVAILABLE_CHUNK}"`, chunks].filter(Boolean).join(',')}],"BookmarkButton"]`,
  );
}

test.describe('failed chunk', () => {
  test('reloads the page once, and within 60 s shows the error page and a failed loading bar instead', async ({
    page,
    baseURL,
  }) => {
    const bar = await recordLoadingBar(page);
    await page.route(isRscRequest, async (route) => {
      // Without prefetched pages, every navigation asks the server, and so gets the altered payload.
      if (route.request().headers()['next-router-prefetch']) return route.abort();
      const response = await route.fetch();
      await route.fulfill({ response, body: needUnavailableChunk(await response.text()) });
    });
    let aborted = 0;
    await page.route(`**${UNAVAILABLE_CHUNK}`, (route) => {
      aborted += 1;
      return route.abort();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    await expectPage(page, '/news', 'News');
    const article = page.locator(`main a[href="${ARTICLE}"]`).first();
    await expectHydrated(article);
    await article.click();
    await expect.poll(() => documents).toEqual([`${baseURL}/news`, `${baseURL}${ARTICLE}`]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
    expect(aborted).toBeGreaterThan(0);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0);

    const next = page.getByRole('navigation', { name: 'More news' }).getByRole('link').first();
    await expectHydrated(next);
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this page could not be shown');
    await expect(page.getByText('Error 500', { exact: true })).toBeVisible();
    // Said in words: the visitor is not shown build file names.
    await expect(page.getByText(/^Part of this page could not be downloaded\./)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/_next|chunk/i);
    await expect(page).toHaveTitle('Sorry, this page could not be shown (error 500)');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(documents).toHaveLength(2);
    const states = (await bar.entries()).map((entry) => entry.state);
    expect(states).toContain('failed:100');
    expect(states.at(-1)).toBe('hidden');
  });
});

test.describe('chunk load time-out', () => {
  test('a chunk that has not arrived after 120 s counts as failed, and the page loads afresh', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install();
    await page.route(isRscRequest, async (route) => {
      if (route.request().headers()['next-router-prefetch']) return route.abort();
      const response = await route.fetch();
      await route.fulfill({ response, body: needUnavailableChunk(await response.text()) });
    });
    let requested = 0;
    // Never answered: the request hangs, as on a stalled connection (and the browser's retry joins it).
    await page.route(`**${UNAVAILABLE_CHUNK}`, () => {
      requested += 1;
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    await expectPage(page, '/news', 'News');
    const article = page.locator(`main a[href="${ARTICLE}"]`).first();
    await expectHydrated(article);
    await article.click();
    await expect.poll(() => requested).toBe(1);
    await page.clock.fastForward(119_000);
    expect(documents).toEqual([`${baseURL}/news`]);
    // At 120 s the chunk fails; the bundler's runtime tries once more (a second later, on the same
    // pending request), that try times out too, and the navigation becomes a full page load.
    await page.clock.fastForward(1_000);
    await page.clock.fastForward(1_000);
    await page.clock.fastForward(120_000);
    await expect.poll(() => documents).toEqual([`${baseURL}/news`, `${baseURL}${ARTICLE}`]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  });
});

test.describe('site links', () => {
  test("a click on a link to another page is a client navigation; a modified click is the browser's", async ({
    page,
    context,
    baseURL,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await expectPage(page, '/news', 'News');
    const article = page.getByRole('main').getByRole('link', { name: ARTICLE_TITLE }).first();
    await expectHydrated(article);
    // Links are plain anchors (no client component each), so no router data rides on them.
    await expect(article).toHaveAttribute('data-site-link', '');

    await article.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
    await expect(page).toHaveURL(ARTICLE);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    expect(documents, 'documents loaded').toEqual([`${baseURL}/news`]);

    // Ctrl-click (Cmd on a Mac) opens a new tab and leaves this page where it is.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      article.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(tab).toHaveURL(ARTICLE);
    await tab.close();
    await expect(page).toHaveURL('/news');
    expect(documents, 'documents loaded by this tab').toEqual([`${baseURL}/news`]);
  });
});

test.describe('prefetching', () => {
  test('a page is fetched ahead when the reader points at it, not when it comes into view', async ({
    page,
  }) => {
    const fetchedAhead: string[] = [];
    const fetchedOnClick: string[] = [];
    let prefetchesPending = 0;
    let pageSegmentPrefetched = false;
    const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch']);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!isRscRequest(url)) return;
      if (isPrefetch(request)) {
        fetchedAhead.push(url.pathname);
        prefetchesPending += 1;
      } else {
        fetchedOnClick.push(url.pathname);
      }
    });
    const onPrefetchDone = (request: Request) => {
      if (!isRscRequest(new URL(request.url())) || !isPrefetch(request)) return;
      prefetchesPending -= 1;
      // The router fetches the route's tree first, then its segments, the page's own last.
      if (request.headers()['next-router-segment-prefetch']?.endsWith('__PAGE__'))
        pageSegmentPrefetched = true;
    };
    page.on('requestfinished', onPrefetchDone);
    page.on('requestfailed', onPrefetchDone);
    await page.goto('/news');
    const article = page.getByRole('main').getByRole('link', { name: ARTICLE_TITLE }).first();
    await expectHydrated(article);
    // Next.js prefetches links in view once the page is idle; nothing may go out.
    await page.waitForLoadState('networkidle');
    expect(fetchedAhead, 'fetched ahead before pointing').toEqual([]);
    expect(fetchedOnClick, 'fetched before any click').toEqual([]);

    await article.hover();
    await expect.poll(() => fetchedAhead).toContain(ARTICLE);
    // A click while the prefetch is still under way fetches the page again; wait for it to end.
    await expect.poll(() => pageSegmentPrefetched && prefetchesPending === 0).toBe(true);
    await article.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
    await expect(page).toHaveURL(ARTICLE);
    // The click used what pointing at the link fetched.
    expect(fetchedOnClick, 'fetched on the click').toEqual([]);
  });
});

test.describe('hash scroll', () => {
  test('scrolls to a hash target that appears only after the page has loaded', async ({ page }) => {
    await expectPage(page, '/news#late-section', 'News');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const target = document.createElement('h2');
      target.id = 'late-section';
      target.textContent = 'A section added late';
      document.body.append(spacer, target);
    });
    await expect(page.getByRole('heading', { name: 'A section added late' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  });
});

test.describe('network status', () => {
  test('says when the browser goes offline, and briefly that it is back online', async ({
    page,
    context,
  }) => {
    await expectPage(page, '/news', 'News');
    const offline = page.getByRole('status').filter({ hasText: 'You are offline.' });
    const online = page.getByRole('status').filter({ hasText: 'You are back online.' });
    await expect(offline).toHaveCount(0);
    await context.setOffline(true);
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(online).toBeVisible();
    await expect(page.getByText('You are back online.')).toBeHidden({ timeout: 10_000 });
    await expect(page.getByText('You are offline.')).toBeHidden();
  });
});

test.describe('page layouts', () => {
  const articleWidth = async (page: Page) =>
    (await page.locator('main article').first().boundingBox())?.width ?? 0;

  test('renders the layout the page names, else the default layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });

    await expectPage(page, '/contact-us', 'Contact us');
    const defaultWidth = await articleWidth(page);
    expect(defaultWidth).toBeLessThanOrEqual(768);
    await expect(page.locator('main aside')).toHaveCount(0);

    await expectPage(page, '/about', 'About the society');
    expect(await articleWidth(page)).toBeGreaterThan(1000);

    await expectPage(page, '/learn/guides/how-to-use-census-records', 'How to use census records');
    const sidebar = page.locator('main aside nav');
    await expect(sidebar).toBeVisible();
    const [nav, article] = [
      await sidebar.boundingBox(),
      await page.locator('main article').first().boundingBox(),
    ];
    expect(nav && article && nav.x + nav.width <= article.x).toBe(true);

    // This page's data names no layout.
    await expectPage(
      page,
      '/learn/hints-tips/top-10-tips-for-starting-your-family-history',
      'Top 10 tips for starting your family history',
    );
    expect(await articleWidth(page)).toBe(defaultWidth);
    await expect(page.locator('main aside')).toHaveCount(0);
  });
});
