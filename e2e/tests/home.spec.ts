import { expect, type Locator, test } from '@playwright/test';

test.describe('home page', () => {
  test('renders the homepage document with header and footer navigation from the CMS', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // Links to routes later issues add answer 404 when Next prefetches them.
      if (message.type() === 'error' && !message.text().includes('status of 404'))
        errors.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Discover the people behind your family tree',
    );

    const header = page.getByRole('banner');
    for (const label of ['About', 'Research hub', 'Learn', 'News & events', 'Membership']) {
      await expect(
        header
          .getByRole('button', { name: label })
          .or(header.getByRole('link', { name: label }))
          .first(),
      ).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Registered charity no. 0000000 (demo)');
    for (const heading of ['The society', 'Research', 'Help and policies'])
      await expect(footer).toContainText(heading);
    expect(errors).toEqual([]);
  });

  test('lists the latest news from the CMS, linked by the link rules', async ({ page }) => {
    await page.goto('/');
    const newsLinks = page.locator('main a[href^="/news/"]');
    await expect(newsLinks.first()).toBeVisible();
    expect(await newsLinks.count()).toBeGreaterThanOrEqual(3);
  });

  test('public pages load their JavaScript in a few chunks (decision 0009)', async ({ request }) => {
    // Turbopack's defaults send nine or ten; the chunking in next.config.ts merges the framework
    // and the shared code, which modern browsers fetch as five or six files.
    for (const path of ['/', '/news/agm-2026-report', '/sog-events']) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<script src="[^"]+"([^>]*)>/g)].filter(
        ([, attributes]) => !attributes?.includes('noModule'),
      );
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeLessThanOrEqual(6);
    }
  });

  test('a link in running text is drawn in the weight of its words', async ({ page }) => {
    // Colour and underline mark it; another weight would be one more font to look up before the
    // first paint, on every page with a link in its text (text-link.ts).
    for (const path of ['/', '/news/agm-2026-report', '/learn/guides/how-to-use-census-records']) {
      await page.goto(path);
      const links = page.getByRole('main').locator('p > a');
      expect(await links.count(), path).toBeGreaterThan(0);
      const heavier = await links.evaluateAll((anchors) =>
        anchors
          .filter(
            (a) =>
              a.parentElement &&
              getComputedStyle(a).fontWeight !== getComputedStyle(a.parentElement).fontWeight,
          )
          .map((a) => a.textContent),
      );
      expect(heavier, path).toEqual([]);
    }
  });

  test('parts of a page below the first screen are drawn when the reader scrolls near them', async ({
    page,
  }) => {
    // They stay out of the first frame's style and layout (`render-near-view` in globals.css), but
    // in the page: read by assistive technology and found by the browser's find-in-page.
    await page.setViewportSize({ width: 412, height: 823 });
    const drawn = (locator: Locator) =>
      locator.evaluate(async (element) => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return element.checkVisibility({ contentVisibilityAuto: true });
      });
    for (const [path, lastPart] of [
      ['/', page.getByRole('main').locator('section').last()],
      ['/sog-events', page.getByRole('region', { name: 'Past events' })],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await drawn(page.getByRole('heading', { level: 1 })), path).toBe(true);
      const heading = lastPart.getByRole('heading', { level: 2 });
      await expect(heading, path).toHaveCount(1);
      expect(await drawn(heading), path).toBe(false);
      await heading.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(heading), path).toBe(true);
      await expect(heading).toBeInViewport();
    }
    // What is in view when the page opens is drawn in its first frame, at any width.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sog-events');
    const firstCard = page.getByRole('region', { name: 'Upcoming events' }).getByRole('listitem').first();
    await expect(firstCard).toBeInViewport();
    expect(await drawn(firstCard)).toBe(true);
  });

  test('a page reads no cookie through document.cookie as it loads', async ({ page }) => {
    // Reading it waits on the browser's network process (up to 10 ms measured, in the task of the
    // page's first effects); the preview bar and the sign-in check ask the Cookie Store API.
    await page.addInitScript(() => {
      const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      const counted = window as unknown as { cookieReads: number };
      counted.cookieReads = 0;
      Object.defineProperty(Document.prototype, 'cookie', {
        ...real,
        get() {
          counted.cookieReads += 1;
          return real?.get?.call(this);
        },
      });
    });
    await page.goto('/');
    // Next.js's route announcer is added by an effect of the same commit as the page's own, so once
    // it is in the page the preview bar and the sign-in check have asked for their cookies.
    await expect(page.locator('next-route-announcer')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Member sign in' }).first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { cookieReads: number }).cookieReads)).toBe(0);
  });

  test('answers an unknown route with the 404 text', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});
