import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../scripts/lib/ensure-chromium.ts';
import { loadStartConfig } from '../../scripts/lib/start-env.ts';
import { formatLcpAnatomy, lcpAnatomy } from './lcp-anatomy.ts';
import { CHROME_FLAGS, cpuSlowdown } from './lighthouse-scores.ts';
import { settleSite } from './settle-site.ts';
import { formatTbtAnatomy, tbtAnatomy } from './tbt-anatomy.ts';

/**
 * Diagnosis, not the bench: Lighthouse (mobile preset) on a running site, `runs` times per page,
 * pages interleaved so a load spike hits them alike. Prints per run the score, metrics, CPU index
 * and load average, and what made LCP and TBT; saves every report under `.data/lighthouse-probe`.
 * Several sites (comma-separated) are interleaved too, to compare two builds under the same load.
 * The third line of each run is the anatomy of the simulated LCP (`lcp-anatomy.ts`): when the
 * document, stylesheet, LCP resource and scripts finished in the observed load, when scripts began
 * to run, the observed paints, and the scripts lantern charged to LCP.
 *
 *   npx tsx bench/web/probe-lighthouse.ts http://localhost:3250[,http://…] [runs] [label] [paths…]
 *
 * PROBE_TBT=1 adds, per run, the tasks behind the simulated TBT (`tbt-anatomy.ts`).
 * PROBE_SETTLE=1 (with the stack's PORT, DATA_DIR… as for `web-variants.ts`) makes every page of
 * each site fresh before each round (`settle-site.ts`); a site without the publish webhook (the
 * baseline app) is left as it is.
 */
const [sitesArg = 'http://localhost:3250', runsArg = '3', label = 'probe', ...pathArgs] =
  process.argv.slice(2);
const sites = sitesArg.split(',');
const paths =
  pathArgs.length > 0
    ? pathArgs
    : ['/', '/news/agm-2026-report', '/learn/guides/how-to-use-census-records', '/sog-events'];
const outDir = path.resolve(import.meta.dirname, '../../.data/lighthouse-probe', label);
await mkdir(outDir, { recursive: true });

type Lhr =
  Awaited<ReturnType<typeof lighthouse>> extends infer R ? (R extends { lhr: infer L } ? L : never) : never;

const ms = (lhr: Lhr, id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);

function summary(lhr: Lhr) {
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const lcpElement = items('largest-contentful-paint-element')[0] as
    | { items?: { node?: { nodeLabel?: string; selector?: string } }[] }
    | undefined;
  const node = lcpElement?.items?.[0]?.node;
  const docRequest = items('network-requests').find((r) => r.resourceType === 'Document');
  const work = items('mainthread-work-breakdown')
    .map((i) => `${i.group}:${Math.round(Number(i.duration))}`)
    .join(' ');
  const longTasks = items('long-tasks')
    .map(
      (i) =>
        `${String(i.url).split('/').pop()?.slice(0, 24)}@${Math.round(Number(i.startTime))}:${Math.round(Number(i.duration))}`,
    )
    .join(' ');
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  return {
    observed: `obsFCP ${observed?.observedFirstContentfulPaint} obsLCP ${observed?.observedLargestContentfulPaint}`,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    si: ms(lhr, 'speed-index'),
    bi: Math.round(lhr.environment.benchmarkIndex),
    lcpNode: `${node?.selector ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 50)}"`,
    doc: docRequest ? `${docRequest.transferSize}/${docRequest.resourceSize}` : '?',
    work,
    longTasks,
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROME_FLAGS,
});
const results: Record<string, ReturnType<typeof summary>[]> = {};
try {
  const webhookSecret = process.env.PROBE_SETTLE === '1' ? (await loadStartConfig()).webhookSecret : null;
  for (let run = 0; run < Number(runsArg); run++) {
    if (webhookSecret)
      for (const siteUrl of sites)
        await settleSite(siteUrl, webhookSecret).catch((error: Error) =>
          console.log(`${siteUrl} not settled: ${error.message}`),
        );
    for (const page of paths)
      for (const siteUrl of sites) {
        const key = sites.length > 1 ? `${new URL(siteUrl).port} ${page}` : page;
        const load = loadavg()[0]!.toFixed(1);
        const result = await lighthouse(`${siteUrl}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...cpuSlowdown,
        });
        if (!result || result.lhr.runtimeError) {
          console.log(`${key} run ${run + 1}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
          continue;
        }
        const s = summary(result.lhr);
        results[key] = [...(results[key] ?? []), s];
        const name = `${new URL(siteUrl).port}${page.replaceAll('/', '_')}-${run + 1}.json`;
        await writeFile(path.join(outDir, name), result.report as string);
        console.log(
          `${key} #${run + 1} load ${load} bi ${s.bi}: perf ${s.score} FCP ${s.fcp} LCP ${s.lcp} TBT ${s.tbt} SI ${s.si} doc ${s.doc} lcp=${s.lcpNode}\n    ${s.observed} ${s.work}\n    long tasks ${s.longTasks}\n    ${formatLcpAnatomy(await lcpAnatomy(result))}`,
        );
        if (process.env.PROBE_TBT === '1') console.log(`    ${formatTbtAnatomy(await tbtAnatomy(result))}`);
      }
  }
} finally {
  chrome.kill();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\n${label}: medians`);
for (const [page, runs] of Object.entries(results)) {
  console.log(
    `${page}: perf ${median(runs.map((r) => r.score))} [${runs.map((r) => r.score).join(' ')}] FCP ${median(runs.map((r) => r.fcp))} LCP ${median(runs.map((r) => r.lcp))} TBT ${median(runs.map((r) => r.tbt))} bi ${median(runs.map((r) => r.bi))}`,
  );
}
