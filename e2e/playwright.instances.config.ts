import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The several-instances suite: two instances of each service behind nginx on one PostgreSQL
 * (`instances/instance-stack.ts`), started once by a worker fixture so the tests can restart
 * instances. HTTP only, no browser. It reuses the https suite's web build, so it runs after it.
 */
export default defineConfig({
  testDir: './instances',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.data/e2e-instances-results.json') }]],
});
