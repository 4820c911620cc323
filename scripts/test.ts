import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.ts';
import { ensureNginx } from './lib/ensure-nginx.ts';
import { repoRoot } from './lib/start-env.ts';
import { type Outcome, outcomeLines, playwrightOutcomes, vitestOutcomes } from './lib/test-outcomes.ts';

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const outcomes: Outcome[] = [];
const resultsDir = path.join(repoRoot, '.data');
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

function run(label: string, command: string, args: string[], cwd = repoRoot): number {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

// Unit and integration tests (real PostgreSQL, official Prismic client), then the browser tests.
const vitestOut = path.join(resultsDir, 'vitest-results.json');
rmSync(vitestOut, { force: true });
const unit = run('unit and integration tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestOut}`,
]);
const vitest = readJson<
  { numPassedTests: number; numFailedTests: number; numPendingTests: number } & Parameters<
    typeof vitestOutcomes
  >[0]
>(vitestOut);
if (vitest) outcomes.push(...vitestOutcomes(vitest, repoRoot));
totals.passed += vitest?.numPassedTests ?? 0;
totals.failed += vitest?.numFailedTests ?? (unit === 0 ? 0 : 1);
totals.skipped += vitest?.numPendingTests ?? 0;

ensureChromium();
type PlaywrightStats = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
/** One Playwright suite (tests in `folder`); its JSON report (written by its config) adds to the totals. */
function playwrightSuite(label: string, config: string, report: string, folder: string): number {
  const out = path.join(resultsDir, report);
  rmSync(out, { force: true });
  const status = run(label, bin('playwright'), ['test', '--config', config]);
  const playwright = readJson<PlaywrightStats & Parameters<typeof playwrightOutcomes>[0]>(out);
  if (playwright) outcomes.push(...playwrightOutcomes(playwright, folder));
  totals.passed += (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0);
  totals.failed += playwright?.stats.unexpected ?? (status === 0 ? 0 : 1);
  totals.skipped += playwright?.stats.skipped ?? 0;
  return status;
}
const e2e = playwrightSuite(
  'end-to-end tests in Chromium',
  'e2e/playwright.config.ts',
  'e2e-results.json',
  'e2e/tests',
);
// The production-mode stack behind nginx over https, on its own ports, data and build folder.
ensureNginx();
const https = playwrightSuite(
  'production mode over https behind nginx',
  'e2e/playwright.https.config.ts',
  'e2e-https-results.json',
  'e2e/https',
);

// Two instances of each service behind nginx on one PostgreSQL, reusing the https suite's web build.
const instances = playwrightSuite(
  'several instances behind nginx',
  'e2e/playwright.instances.config.ts',
  'e2e-instances-results.json',
  'e2e/instances',
);

// Last, so that a log cut to its end still names what failed.
console.log(
  [
    '',
    ...outcomeLines(outcomes),
    `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  ].join('\n'),
);
// The counts decide too: a runner that reported failures fails the run whatever its exit code.
process.exit(unit !== 0 || e2e !== 0 || https !== 0 || instances !== 0 || totals.failed > 0 ? 1 : 0);
