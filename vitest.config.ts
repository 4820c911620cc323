import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Server-only modules are unit-tested outside React's server environment.
  resolve: {
    alias: { 'server-only': fileURLToPath(new URL('node_modules/server-only/empty.js', import.meta.url)) },
  },
  test: {
    include: [
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    globalSetup: [
      'packages/db/src/testing/global-setup.ts',
      // The third-party GEDCOM corpus and name lists: skipped with one line when absent, required under CI.
      'packages/gedcom/src/testing/external-testdata-setup.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
