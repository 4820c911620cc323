import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { httpsStack } from './https/https-stack.ts';
import { chromiumLaunchOptions } from './support/chromium-launch.ts';
import { rememberLiveBuild } from './support/live-build.ts';

const root = path.resolve(import.meta.dirname, '..');

rememberLiveBuild();

/**
 * The production-mode suite: the whole stack with NODE_ENV=production behind nginx over https
 * (`https/start-https-stack.ts`), on ports, data and a web build folder of its own, driven in
 * Debian's Chromium. The certificate is made for the run, so the browser is told to accept it.
 */
export default defineConfig({
  testDir: './https',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.data/e2e-https-results.json') }]],
  use: {
    baseURL: httpsStack.siteUrl,
    ignoreHTTPSErrors: true,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node --import tsx e2e/https/start-https-stack.ts',
    cwd: root,
    url: `${httpsStack.siteUrl}/ready`,
    ignoreHTTPSErrors: true,
    // A first production build on a busy 2-core machine can take several minutes.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
