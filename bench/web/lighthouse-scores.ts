import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../scripts/lib/ensure-chromium.ts';
import { lcpAnatomy } from './lcp-anatomy.ts';

/** Debian's Chromium with the flags of the feasibility spike (no sandbox in containers, no background traffic). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type LighthouseFigure = {
  path: string;
  runs: number[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of the CPU it ran on (higher is faster); low on a busy machine. */
  benchmarkIndex: number;
  /** The median run's LCP in the unthrottled load Lighthouse observed (the simulation starts from it). */
  observedLcpMs: number;
  /** Script bytes (gzip KB) the median run's simulated LCP downloaded first (`lcp-anatomy.ts`). */
  lcpChargedScriptsKB: number;
  /** Per run, in the order of `runs`: the scripts charged to LCP, KB. */
  lcpChargedScriptsKBRuns: number[];
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * BENCH_LIGHTHOUSE_CPU_SLOWDOWN: the simulated CPU slowdown (the mobile preset's is 4). A fast
 * machine scores every page near 100; 10 on a machine of CPU index 3,600 stands for one of about
 * 1,500, where pages differ from the baseline as they would for readers with slower phones.
 */
export const cpuSlowdown = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN
  ? { throttling: { cpuSlowdownMultiplier: Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN) } }
  : {};

/** One run; a run whose trace Chrome failed to record (it happens on a loaded machine) is tried again. */
async function audit(url: string, port: number) {
  let problem = 'no result';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...cpuSlowdown });
    if (result && !result.lhr.runtimeError)
      return {
        lhr: result.lhr,
        // A diagnosis only: a run whose simulation cannot be taken apart still counts.
        charged: await lcpAnatomy(result).then(
          (anatomy) => anatomy.chargedScripts.kB,
          () => Number.NaN,
        ),
      };
    problem = result?.lhr.runtimeError?.message ?? 'no result';
    console.error(`lighthouse ${url}: ${problem} Trying again.`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${problem}`);
}

type Audited = Awaited<ReturnType<typeof audit>>;

/** The run with the median performance score stands for the page, with its metrics. */
function medianFigure(path: string, audits: Audited[]): LighthouseFigure {
  const sorted = [...audits].sort(
    (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse runs.');
  const median = middle.lhr;
  const observed = (median.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const metric = (id: string) => Math.round(median.audits[id]?.numericValue ?? Number.NaN);
  return {
    path,
    runs: sorted.map((a) => score(a.lhr.categories.performance?.score)),
    performance: score(median.categories.performance?.score),
    accessibility: score(median.categories.accessibility?.score),
    bestPractices: score(median.categories['best-practices']?.score),
    seo: score(median.categories.seo?.score),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: Math.round((median.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    speedIndexMs: metric('speed-index'),
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    observedLcpMs: Math.round(observed?.observedLargestContentfulPaint ?? Number.NaN),
    lcpChargedScriptsKB: middle.charged,
    lcpChargedScriptsKBRuns: sorted.map((a) => a.charged),
  };
}

export type LighthouseTarget = { label: string; url: string };

/**
 * Lighthouse's default (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) on
 * each target, `runs` rounds of one run per target, so a change in the machine's load during the
 * bench falls on every page and on the baseline alike; `beforeRound` settles what is measured.
 */
export async function lighthouseScores(
  targets: LighthouseTarget[],
  runs: number,
  beforeRound: () => Promise<void> = async () => {},
): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const audits = targets.map((): Audited[] => []);
    for (let run = 0; run < runs; run++) {
      await beforeRound();
      for (const [i, target] of targets.entries()) {
        const audited = await audit(target.url, chrome.port);
        console.error(
          `lighthouse ${target.label} run ${run + 1}: performance ${score(audited.lhr.categories.performance?.score)}, scripts charged to LCP ${audited.charged} KB`,
        );
        audits[i]!.push(audited);
      }
    }
    return targets.map((target, i) => medianFigure(target.label, audits[i]!));
  } finally {
    chrome.kill();
  }
}
