import { parseArgs } from 'node:util';

const benchmarks: Record<string, () => Promise<unknown>> = {
  content: () => import('./content/run-content-bench.ts'),
  api: () => import('./api/run-api-bench.ts'),
  gedcom: () => import('./gedcom/run-gedcom-bench.ts'),
  import: () => import('./import/run-import-bench.ts'),
  search: () => import('./search/run-search-bench.ts'),
  'search-page': () => import('./search-page/run-search-page-bench.ts'),
  studio: () => import('./studio/run-studio-bench.ts'),
  soak: () => import('./soak/run-soak-bench.ts'),
  trees: () => import('./trees/run-trees-bench.ts'),
  web: () => import('./web/run-web-bench.ts'),
};

const { positionals } = parseArgs({ allowPositionals: true, strict: false });
const names = positionals.length > 0 ? positionals : Object.keys(benchmarks);
for (const name of names) {
  const load = benchmarks[name];
  if (!load) {
    console.error(`Unknown benchmark "${name}". Available: ${Object.keys(benchmarks).join(', ')}`);
    process.exit(1);
  }
  await load();
}
