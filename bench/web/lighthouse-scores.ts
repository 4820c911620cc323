import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../scripts/lib/ensure-chromium.ts';

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
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One run; a run whose trace Chrome failed to record (it happens on a loaded machine) is tried again. */
async function audit(url: string, port: number) {
  let problem = 'no result';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (result && !result.lhr.runtimeError) return result.lhr;
    problem = result?.lhr.runtimeError?.message ?? 'no result';
    console.error(`lighthouse ${url}: ${problem} Trying again.`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${problem}`);
}

/**
 * Lighthouse's default (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) on
 * each path, `runs` times; the run with the median performance score is reported with its metrics.
 */
export async function lighthouseScores(
  siteUrl: string,
  paths: string[],
  runs: number,
): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const path of paths) {
      const reports = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(`${siteUrl}${path}`, chrome.port);
        console.error(
          `lighthouse ${path} run ${run + 1}: performance ${score(lhr.categories.performance?.score)}`,
        );
        reports.push(lhr);
      }
      reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const median = reports[Math.floor(reports.length / 2)];
      if (!median) throw new Error('No Lighthouse runs.');
      const metric = (id: string) => Math.round(median.audits[id]?.numericValue ?? Number.NaN);
      figures.push({
        path,
        runs: reports.map((report) => score(report.categories.performance?.score)),
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
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
