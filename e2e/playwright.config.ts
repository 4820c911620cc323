import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const contentPort = Number(process.env.E2E_CONTENT_PORT ?? 3102);
const apiPort = Number(process.env.E2E_API_PORT ?? 3101);
export const baseURL = `http://localhost:${port}`;

/**
 * Runs the real stack through `npm start` (embedded PostgreSQL in .data/e2e, seed, content
 * service, production web build) and drives Debian's Chromium; no browser is downloaded.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.data/e2e-results.json') }]],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: root,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      CONTENT_PORT: String(contentPort),
      DATA_DIR: '.data/e2e',
      LOG_LEVEL: 'warn',
    },
  },
});
