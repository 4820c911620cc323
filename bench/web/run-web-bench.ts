import path from 'node:path';
import { ensureChromium } from '../../scripts/lib/ensure-chromium.ts';
import { type Figure, load, printFigures, ratio, saveResults, startServers } from '../lib/load.ts';
import { startBaselineNextApp } from './baseline-next-app.ts';
import { type FirstLoad, firstLoadJs } from './first-load-js.ts';
import { type LighthouseFigure, lighthouseScores } from './lighthouse-scores.ts';
import { settleSite, untilFresh } from './settle-site.ts';
import { type Site, startSite } from './start-site.ts';

/** Pages Lighthouse scores: the home page, a news article, a guide and the events listing. */
const LIGHTHOUSE_PATHS = [
  '/',
  '/news/agm-2026-report',
  '/learn/guides/how-to-use-census-records',
  '/sog-events',
];
/** Routes (as Next names them) behind those pages. */
const MEASURED_ROUTES = ['/', '/news/[slug]', '/[...slug]', '/sog-events'];
/** The content page whose cached answer is measured against a bare server sending the same bytes. */
const CACHED_PAGE = '/learn/guides/how-to-use-census-records';
/** A page may score at most this many points below the smallest App Router page of the same run. */
const GOAL_POINTS_BELOW_BASELINE = 2;
const GOAL_FIRST_LOAD_KB = 150;
const CONNECTIONS = [1, 50];

const port = Number(process.env.BENCH_WEB_PORT ?? 3050);
/** Rounds per page: one run moves two or three points on the LCP race alone, so the goal is judged on a median of five. */
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

function reportFirstLoad(firstLoad: FirstLoad[]) {
  console.log('\nFirst-load JS per route (gzip level 9)\n');
  console.table(firstLoad.map((f) => ({ route: f.route, 'raw KB': f.rawKB, 'gzip KB': f.gzipKB })));
  for (const route of MEASURED_ROUTES) {
    const figure = firstLoad.find((f) => f.route === route);
    if (!figure) continue;
    const missed = figure.gzipKB > GOAL_FIRST_LOAD_KB ? '  MISSED' : '';
    console.log(`first-load JS ${route}: ${figure.gzipKB} KB gzip (goal ≤ ${GOAL_FIRST_LOAD_KB})${missed}`);
  }
  const largest = firstLoad[0];
  if (largest) console.log(`largest first-load JS: ${largest.route} ${largest.gzipKB} KB gzip`);
}

/** The cached page from Next against a bare Node http server sending its bytes, at 1 and 50 connections. */
async function throughput(siteUrl: string) {
  // A page served STALE is being rendered again in the background (a data folder reused after a
  // publish, or past its revalidate time): wait until the fresh one is what the cache serves.
  const sample = await untilFresh(new URL(CACHED_PAGE, siteUrl), Date.now() + 30_000);
  const cache = sample.headers.get('x-nextjs-cache');
  if (!sample.ok || (cache !== null && cache !== 'HIT'))
    throw new Error(
      `${CACHED_PAGE} is not served from the rendered pages (${sample.status}, cache ${cache}).`,
    );
  process.env.BENCH_PAGE_URL = `${siteUrl}${CACHED_PAGE}`;
  const { servers, stop } = await startServers<{ bare: string; bytes: number }>(
    path.join(import.meta.dirname, 'bare-page-server.ts'),
  );
  const bare: Figure[] = [];
  const cached: Figure[] = [];
  try {
    for (const connections of CONNECTIONS) {
      bare.push(await load('bare Node http, same bytes', `${servers.bare}${CACHED_PAGE}`, connections));
      cached.push(await load('Next, cached content page', `${siteUrl}${CACHED_PAGE}`, connections));
    }
  } finally {
    await stop();
  }
  printFigures(`Cached content page ${CACHED_PAGE}, ${servers.bytes} bytes of HTML`, [...bare, ...cached]);
  const ratios = CONNECTIONS.map((connections, i) => {
    const value = ratio(cached[i]!, bare[i]!);
    console.log(`ratio Next/bare at ${connections} connection(s): ${value}`);
    return { connections, ratio: Number(value) };
  });
  return { bytes: servers.bytes, bare, cached, ratios };
}

/** The columns both Lighthouse tables lead with (the pages' adds its other metrics after them). */
const scoreColumns = (f: LighthouseFigure) => ({
  performance: f.performance,
  'all runs': f.runs.join(' '),
  'FCP ms': f.fcpMs,
  'LCP ms': f.lcpMs,
  'TBT ms': f.tbtMs,
});

/** The columns both tables end with: the machine's speed and the LCP race of the median run. */
const runColumns = (f: LighthouseFigure) => ({
  'CPU index': f.benchmarkIndex,
  'obs. LCP ms': f.observedLcpMs,
  'JS charged to LCP KB': f.lcpChargedScriptsKB,
});

function reportLighthouse(figures: LighthouseFigure[]) {
  const slowdown = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? '4, the preset’s';
  console.log(
    `\nLighthouse, ${runs} run(s) per page, mobile preset, CPU slowdown ${slowdown} (the median run)\n`,
  );
  console.table(
    figures.map((f) => ({
      page: f.path,
      ...scoreColumns(f),
      CLS: f.cls,
      'SI ms': f.speedIndexMs,
      a11y: f.accessibility,
      'best pr.': f.bestPractices,
      SEO: f.seo,
      ...runColumns(f),
    })),
  );
  console.log(
    '\nScripts (gzip KB) the simulated LCP downloaded first, per run in score order: a run whose scripts finished\n' +
      'downloading before the observed first paint carries them on the simulated slow 4G link (bench/web/lcp-anatomy.ts).',
  );
  for (const f of figures) console.log(`${f.path}: ${f.lcpChargedScriptsKBRuns.join(' ')}`);
}

/**
 * Scores depend on the machine (Lighthouse's CPU index), so the goal is relative: each page against
 * the smallest App Router page measured in the same run, by the same browser. The goal is judged
 * against that page sent with the site's security headers (the same deployment); the difference
 * from the page sent without them is printed beside it.
 */
function reportAgainstBaseline(figures: LighthouseFigure[], baselines: Baselines) {
  const { plain, siteHeaders } = baselines;
  console.log(
    `\nLighthouse performance against the baseline page (${siteHeaders.performance} with the site's ` +
      `headers, ${plain.performance} without; same run)\n`,
  );
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  for (const f of figures) {
    const difference = f.performance - siteHeaders.performance;
    const missed = difference < -GOAL_POINTS_BELOW_BASELINE ? '  MISSED' : '';
    console.log(
      `Lighthouse performance ${f.path}: ${f.performance}, ${signed(difference)} against the baseline ` +
        `(goal ≥ −${GOAL_POINTS_BELOW_BASELINE})${missed}; ${signed(f.performance - plain.performance)} ` +
        'against it without the site’s headers',
    );
  }
}

function reportBaseline({ plain, siteHeaders }: Baselines) {
  console.log(
    '\nBaseline: the smallest App Router page (no client component), same Next.js, same rounds; sent with\n' +
      'the site’s security headers and without (Cross-Origin-Opener-Policy costs a process swap in Lighthouse)\n',
  );
  const rows = { 'site headers': siteHeaders, none: plain };
  console.table(
    Object.entries(rows).map(([headers, f]) => ({ headers, ...scoreColumns(f), ...runColumns(f) })),
  );
}

type Baselines = { plain: LighthouseFigure; siteHeaders: LighthouseFigure };

/**
 * The site's pages and the smallest App Router page (what Next.js and React cost on their own),
 * measured in the same rounds; before each round every page of the site is made fresh, so no
 * background render of a stale page runs beside the browser.
 */
async function lighthouseAgainstBaseline(site: Site) {
  const baseline = await startBaselineNextApp(port + 10);
  try {
    const targets = [
      { label: 'baseline, site headers', url: `${baseline.url}/site-headers` },
      { label: 'baseline', url: `${baseline.url}/` },
      ...LIGHTHOUSE_PATHS.map((path) => ({ label: path, url: `${site.url}${path}` })),
    ];
    const figures = await lighthouseScores(targets, runs, async () => {
      const pages = await settleSite(site.url, site.webhookSecret);
      console.error(`lighthouse: ${pages} pages of the site served fresh before the round`);
    });
    const baselines: Baselines = { siteHeaders: figures[0]!, plain: figures[1]! };
    return { baselines, pages: figures.slice(2) };
  } finally {
    await baseline.stop();
  }
}

// Before anything is started: Lighthouse needs the browser `npm test` uses, installed the same way.
ensureChromium();
const site = await startSite(port);
const results: Record<string, unknown> = {};
try {
  results.firstLoad = await firstLoadJs(site.webDir);
  reportFirstLoad(results.firstLoad as FirstLoad[]);
  results.throughput = await throughput(site.url);
  // Last, so the load runs leave no work behind that would slow the browser.
  const { baselines, pages } = await lighthouseAgainstBaseline(site);
  results.lighthouse = pages;
  results.baseline = baselines;
  reportLighthouse(pages);
  reportBaseline(baselines);
  reportAgainstBaseline(pages, baselines);
} finally {
  await site.stop();
  await saveResults('web', results);
}
