import { expect, type Page, test } from '@playwright/test';
import { SITE_ROUTES } from '../support/site-routes.ts';
import { devSecrets, stack } from '../support/stack.ts';

const site = stack.siteUrl;
const ARTICLE = '/news/agm-2026-report';
const EVENT = '/sog-events/agm-2026';
/** Seeded documents only members may read: never listed for crawlers or searchers. */
const MEMBERS_ONLY = ['/news/members-journal-archive-opens', '/members-research-desk'];
/** The seeded draft: not published, so nowhere public. */
const DRAFT = '/news/research-room-christmas-opening-2026';

type XmlNode = { name: string; text: string; children: Record<string, string> };

/** Parses XML with Chromium's own parser; a parse error fails the test with the parser's message. */
async function parseXml(page: Page, xml: string, element: string): Promise<XmlNode[]> {
  await page.goto('about:blank');
  return page.evaluate(
    ({ xml, element }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
      return [...doc.getElementsByTagName(element)].map((node) => ({
        name: node.nodeName,
        text: node.textContent ?? '',
        children: Object.fromEntries(
          [...node.children].map((child) => [child.nodeName, child.textContent ?? '']),
        ),
      }));
    },
    { xml, element },
  );
}

/** The JSON-LD blocks of the current page, each parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).first();

/** Unfolds an iCalendar text (RFC 5545 §3.1) into its content lines. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every seeded page with absolute URLs, and nothing members-only or unpublished', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const urls = await parseXml(page, await response.text(), 'url');
    const locs = urls.map((url) => url.children.loc ?? '');
    expect(locs.length).toBeGreaterThan(90);
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${site}/`));
    expect(new Set(locs).size).toBe(locs.length);
    for (const { path } of SITE_ROUTES) expect(locs).toContain(path === '/' ? `${site}/` : `${site}${path}`);
    for (const path of [...MEMBERS_ONLY, DRAFT]) expect(locs).not.toContain(`${site}${path}`);
    const article = urls.find((url) => url.children.loc === `${site}${ARTICLE}`);
    expect(article?.children.lastmod).toMatch(/^2026-10-19T09:00:00/);

    // Every address it gives a crawler is a page that exists.
    const statuses = await Promise.all(
      locs.map(async (loc) => [loc, (await request.get(new URL(loc).pathname)).status()] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  test('robots.txt lets crawlers in, keeps them out of private paths and points to the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/preview',
      '/api/',
      '/user-account',
      '/login-required',
      '/search',
      '/staff',
      '/studio',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

test.describe('news feed', () => {
  test('/news/rss.xml is RSS 2.0 with the newest public news first, as the news page lists them', async ({
    page,
    request,
  }) => {
    const response = await request.get('/news/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    const [rss] = await parseXml(page, xml, 'rss');
    expect(rss).toBeDefined();
    expect(xml).toMatch(/<rss [^>]*version="2.0"/);
    const [channel] = await parseXml(page, xml, 'channel');
    expect(channel?.children.title).toBe('Northfield & District Family History Society: news');
    expect(channel?.children.link).toBe(`${site}/news`);

    const items = await parseXml(page, xml, 'item');
    expect(items.length).toBeGreaterThanOrEqual(16);
    expect(items.length).toBeLessThanOrEqual(20);
    const first = items[0]?.children;
    expect(first?.title).toBe('Spring 2027 programme announced');
    expect(first?.link).toBe(`${site}/news/spring-2027-programme-announced`);
    expect(new Date(first?.pubDate ?? '').toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(first?.description?.length).toBeGreaterThan(20);
    const dates = items.map((item) => Date.parse(item.children.pubDate ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const links = items.map((item) => item.children.link);
    for (const path of [MEMBERS_ONLY[0], DRAFT]) expect(links).not.toContain(`${site}${path}`);

    // The same order as the news page, whose first page shows the ten newest.
    await page.goto('/news');
    const listed = await page
      .locator('main article h3 a')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(links.slice(0, listed.length)).toEqual(listed);

    // Every page announces the feed.
    await page.goto(ARTICLE);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${site}/news/rss.xml`,
    );
  });
});

test.describe('event calendar files', () => {
  test('an event in British Summer Time is a text/calendar file with Europe/London times', async ({
    request,
  }) => {
    const response = await request.get(`${EVENT}/calendar.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toBe('attachment; filename="agm-2026.ics"');
    const lines = icsLines(await response.text());
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    // 13:00 and 15:30 UTC on 11 October 2026 are 14:00 and 16:30 in London (BST).
    expect(lines).toContain('DTSTART;TZID=Europe/London:20261011T140000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20261011T163000');
    expect(lines).toContain('SUMMARY:Annual general meeting 2026');
    expect(lines).toContain(`URL;VALUE=URI:${site}${EVENT}`);
    expect(lines.some((line) => line.startsWith('LOCATION:Methodist Church Hall\\, Northfield'))).toBe(true);
    // The zone is defined in the file, with both its summer and winter rules.
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/London');
    expect(lines).toContain('TZOFFSETTO:+0100');
    expect(lines).toContain('TZOFFSETTO:+0000');
  });

  test('an event in winter keeps its UTC clock time; unknown events are 404', async ({ request }) => {
    const lines = icsLines(
      await (await request.get('/sog-events/christmas-social-2026/calendar.ics')).text(),
    );
    expect(lines).toContain('DTSTART;TZID=Europe/London:20261209T190000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20261209T213000');
    const missing = await request.get('/sog-events/no-such-event/calendar.ics');
    expect(missing.status()).toBe(404);
  });

  test('an upcoming event links to its calendar file', async ({ page }) => {
    await page.goto('/sog-events/open-day-2027');
    await expect(page.getByRole('link', { name: 'Add to calendar (iCalendar file)' })).toHaveAttribute(
      'href',
      '/sog-events/open-day-2027/calendar.ics',
    );
  });
});

test.describe('structured data and sharing tags', () => {
  test('a news article carries Article JSON-LD, a canonical URL and Open Graph article tags', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const [article, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Report of the 2026 annual general meeting',
      url: `${site}${ARTICLE}`,
      mainEntityOfPage: `${site}${ARTICLE}`,
      datePublished: '2026-10-19',
      dateModified: '2026-10-19T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Bronwen Tully' },
      publisher: { '@type': 'Organization', name: 'Northfield & District Family History Society', url: site },
      inLanguage: 'en-GB',
    });
    expect(article?.image).toEqual([expect.stringMatching(/^https?:\/\/.+society-meeting\.svg/)]);

    await expect(page).toHaveTitle(
      'Report of the 2026 annual general meeting | Northfield & District Family History Society',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${ARTICLE}`);
    await expect(meta(page, 'description')).toHaveAttribute('content', /^Members re-elected three trustees/);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta(page, 'og:url')).toHaveAttribute('content', `${site}${ARTICLE}`);
    await expect(meta(page, 'og:title')).toHaveAttribute(
      'content',
      'Report of the 2026 annual general meeting',
    );
    await expect(meta(page, 'og:site_name')).toHaveAttribute(
      'content',
      'Northfield & District Family History Society',
    );
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'en_GB');
    // Shared as a PNG 1,200 px wide: social networks do not show SVG images.
    await expect(meta(page, 'og:image')).toHaveAttribute(
      'content',
      /^https?:\/\/.+society-meeting\.svg\?.*fm=png/,
    );
    const shared = await page.request.get((await meta(page, 'og:image').getAttribute('content')) ?? '');
    expect(shared.headers()['content-type']).toBe('image/png');
    await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '1200');
    await expect(meta(page, 'article:published_time')).toHaveAttribute('content', /^2026-10-19/);
    await expect(meta(page, 'article:author')).toHaveAttribute('content', 'Bronwen Tully');
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  });

  test('an event page carries Event JSON-LD with London times, place, offers and capacity', async ({
    page,
  }) => {
    await page.goto(EVENT);
    const [event, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Annual general meeting 2026',
      url: `${site}${EVENT}`,
      startDate: '2026-10-11T14:00:00+01:00',
      endDate: '2026-10-11T16:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      maximumAttendeeCapacity: 120,
      offers: [{ '@type': 'Offer', price: '0.00', priceCurrency: 'GBP' }],
      organizer: { '@type': 'Organization', name: 'Northfield & District Family History Society' },
      location: [
        {
          '@type': 'Place',
          name: 'Methodist Church Hall, Northfield',
          address: 'Station Road, Northfield NF2 4QT',
        },
        { '@type': 'VirtualLocation', url: `${site}/sog-events/join` },
      ],
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${EVENT}`);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website');
    await expect(meta(page, 'og:url')).toHaveAttribute('content', `${site}${EVENT}`);
  });

  test('a featured article carries Article JSON-LD; listings and pages have canonical URLs', async ({
    page,
  }) => {
    await page.goto('/education/learning-hub/featured/maps-for-family-historians');
    const [article] = await jsonLd(page);
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Maps for family historians' });
    for (const path of ['/', '/news', '/sog-events', '/learn/guides/how-to-use-census-records']) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        path === '/' ? site : `${site}${path}`,
      );
      await expect(meta(page, 'og:title'), path).toHaveAttribute('content', /\S/);
      await expect(meta(page, 'description'), path).toHaveAttribute('content', /\S/);
    }
  });
});

test('every page names the society one way in its title, once', async ({ page }) => {
  test.slow();
  const SITE_NAME = 'Northfield & District Family History Society';
  for (const { path } of SITE_ROUTES) {
    await page.goto(path);
    const title = await page.title();
    expect(title === SITE_NAME || title.endsWith(` | ${SITE_NAME}`), `${path}: ${title}`).toBe(true);
    expect(title.split(SITE_NAME), `${path}: ${title}`).toHaveLength(2);
    expect(title, path).not.toMatch(/\bFHS\b|\(demo\)/);
  }
});

test.describe('global search', () => {
  test('the header search box searches site content, with results grouped by type', async ({ page }) => {
    await page.goto('/about');
    const search = page.getByRole('search', { name: 'Site' }).first();
    await search.getByRole('searchbox').fill('census');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=census$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
    await expect(page).toHaveTitle(/Search results for “census”/);
    const groups = await page.locator('main section[id^="results-"] h2').allTextContents();
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups[0]).toMatch(/^Pages & guides \(\d+ results?\)$/);
    expect(groups.some((group) => group.startsWith('News ('))).toBe(true);

    const guides = page.locator('#results-page');
    await expect(guides.getByRole('link', { name: 'How to use census records' })).toHaveAttribute(
      'href',
      '/learn/guides/how-to-use-census-records',
    );
    await expect(guides.locator('mark').first()).toHaveText(/census/i);
    for (const href of await page
      .locator('#results-news_item h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/news\/[a-z0-9-]+$/);

    // One group on its own, from the type filter.
    await page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^News/ }).click();
    await expect(page).toHaveURL(/\/search\?q=census&type=news_item$/);
    await expect(page.locator('main section h2')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'All results for “census”' })).toBeVisible();
  });

  test('says when nothing matches, and never lists members-only content', async ({ page, request }) => {
    await page.goto('/search?q=zzyzxqv');
    await expect(page.getByText('Nothing on the site matches “zzyzxqv”.')).toBeVisible();
    await expect(page.locator('main section[id^="results-"]')).toHaveCount(0);

    // Words found only in the members-only article and page: the content service gives them to the
    // site's token (never to a guest), and the site's search does not show them.
    const api = (await (await request.get(`${stack.contentUrl}/api/v2`)).json()) as {
      refs: { ref: string; isMasterRef: boolean }[];
    };
    const ref = api.refs.find((each) => each.isMasterRef)?.ref ?? '';
    const uidsFound = async (q: string, token?: string) => {
      const params = { ref, q, ...(token ? { access_token: token } : {}) };
      const found = await request.get(`${stack.contentUrl}/api/v2/documents/search`, { params });
      return ((await found.json()) as { results: { uid: string }[] }).results.map((doc) => doc.uid);
    };
    for (const [word, path] of [
      ['abernethy', MEMBERS_ONLY[0]],
      ['photocopies', MEMBERS_ONLY[1]],
    ] as const) {
      const q = `[[fulltext(document,"${word}")]]`;
      const uids = await uidsFound(q, devSecrets().contentAccessToken);
      expect(uids, word).toContain(path?.split('/').pop());
      expect(await uidsFound(q), word).not.toContain(path?.split('/').pop());
      await page.goto(`/search?q=${word}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
      await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(0);
      // The only document with this word is members-only, so the public finds nothing at all.
      if (uids.length === 1)
        await expect(page.getByText(`Nothing on the site matches “${word}”.`)).toBeVisible();
    }
  });

  test('handles empty, punctuation-only, over-long and malformed searches', async ({ page, request }) => {
    for (const query of ['', '%20%20']) {
      const response = await page.goto(`/search?q=${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
      await expect(page.getByText('Every word you enter must appear in a result.')).toBeVisible();
    }

    const punctuation = await page.goto(`/search?q=${encodeURIComponent('"\\ ) (*')}`);
    expect(punctuation?.status()).toBe(200);
    await expect(page.getByText(/^Nothing on the site matches/)).toBeVisible();

    await page.goto(`/search?q=${'a'.repeat(201)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/at most 200 characters/);

    for (const path of [
      '/search?q=census&type=no-such-type',
      '/search?q=census&page=2',
      '/search?q=census&type=news_item&page=99',
    ])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});
