import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../../scripts/lib/ensure-chromium.ts';
import { saveResults } from '../lib/load.ts';

/**
 * Where the records search puts its results for the eye and the keyboard, on a running site
 * (`BENCH_SITE_URL`, default http://localhost:3000): for a desktop (1280 × 720) and a phone
 * (390 × 844) window, the pixels from the top of the page to the first result, where that result
 * is in the window once the page has loaded, and the Tab presses after pressing Search until the
 * keyboard reaches the first result; then the same for the next page and for a facet.
 */
const site = process.env.BENCH_SITE_URL ?? 'http://localhost:3000';
const SEARCH = '/research-hub/our-collections/searchexplore';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
];
const MAX_TABS = 250;
// The page functions below run in the browser; the benchmarks compile without the DOM's types.
declare const document: { activeElement: never };
declare const window: { scrollY: number };
const LAUNCH = { executablePath: CHROMIUM, args: ['--no-sandbox', '--headless', '--disable-gpu'] };

type Place = { fromPageTop: number; inWindowAt: number; focusedInResults: boolean; tabs: number | null };

const firstResult = (page: Page) => page.locator('ol > li article').first();

/** Where the first result is, and how many Tabs from the current focus reach a link inside it. */
async function measure(page: Page): Promise<Place> {
  const result = firstResult(page);
  await result.waitFor();
  const box = await result.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const focused = document.activeElement;
    const results = element.closest('section');
    return {
      fromPageTop: Math.round(rect.top + window.scrollY),
      inWindowAt: Math.round(rect.top),
      focusedInResults: Boolean(focused && results?.contains(focused)),
    };
  });
  let tabs: number | null = null;
  for (let n = 1; n <= MAX_TABS; n++) {
    await page.keyboard.press('Tab');
    if (await result.evaluate((element) => element.contains(document.activeElement))) {
      tabs = n;
      break;
    }
  }
  return { ...box, tabs };
}

async function measureViewport(viewport: (typeof VIEWPORTS)[number]) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    await page.goto(`${site}${SEARCH}`);
    const form = page.getByRole('search', { name: 'Records' });
    await form.getByLabel('Surname', { exact: true }).fill('Smith');
    await form.getByRole('button', { name: /^Search/ }).focus();
    await Promise.all([page.waitForURL(/surname=Smith/), page.keyboard.press('Enter')]);
    await page.waitForLoadState('load');
    const search = await measure(page);

    await Promise.all([
      page.waitForURL(/after=/),
      page.getByRole('navigation', { name: 'Results pages' }).getByRole('link', { name: /^Next/ }).click(),
    ]);
    await page.waitForLoadState('load');
    const nextPage = await measure(page);

    await page.goto(`${site}${SEARCH}?surname=Smith`);
    const facet = page.getByRole('complementary', { name: 'Narrow the results' }).getByRole('link').first();
    await Promise.all([page.waitForURL(/collection=|type=|county=|year_from=/), facet.click()]);
    await page.waitForLoadState('load');
    const facetChosen = await measure(page);
    return { viewport: viewport.name, search, nextPage, facetChosen };
  } finally {
    await browser.close();
  }
}

const figures = [];
for (const viewport of VIEWPORTS) figures.push(await measureViewport(viewport));
for (const figure of figures) {
  console.log(`\n${figure.viewport}`);
  console.table({ search: figure.search, 'next page': figure.nextPage, facet: figure.facetChosen });
}
await saveResults('search-page', { site, figures });
