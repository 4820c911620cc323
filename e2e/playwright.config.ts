import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium-launch.ts';
import { rememberLiveBuild } from './support/live-build.ts';
import { stack } from './support/stack.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.relative(root, stack.dataDir);
const apiPort = Number(process.env.E2E_API_PORT ?? 3101);
/** Where the site and the browser reach the content service: the gate, which forwards to it. */
const contentPort = Number(process.env.E2E_CONTENT_PORT ?? 3102);
const gateControlPort = port + 4;
const contentServicePort = port + 5;
/** idp-dev, the local single sign-on provider. */
export const idpPort = port + 6;
export const baseURL = `http://localhost:${port}`;
/**
 * Where the api delivers mail: nothing listens there unless a test starts its SMTP sink, so mail
 * fails (and stays readable in the outbox) the rest of the time.
 */
export const smtpSinkPort = port + 7;

const CONTENT_SERVICE_SPECS = /content-service\.spec\.ts$/;
const OPERATIONS_SPECS = /operations\.spec\.ts$/;

rememberLiveBuild();

/**
 * Runs the real stack through `npm start` (embedded PostgreSQL in .data/e2e, seed, content
 * service, production web build) and drives Debian's Chromium; no browser is downloaded. The
 * content service sits behind a gate (`support/content-gate.ts`) the outage tests can close.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One more try for a test that fails once on a busy machine: `npm test` still lists it as flaky
  // (with its first error) at the end, so a flaky test is seen and fixed rather than hidden.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.data/e2e-results.json') }]],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'site', testIgnore: [CONTENT_SERVICE_SPECS, OPERATIONS_SPECS] },
    // Publishes content and cuts the content service off: runs alone, after everything else.
    {
      name: 'content-service',
      testMatch: CONTENT_SERVICE_SPECS,
      dependencies: ['site'],
      fullyParallel: false,
    },
    // Kills services under npm start and floods the site with bad input: alone, at the very end.
    {
      name: 'operations',
      testMatch: OPERATIONS_SPECS,
      dependencies: ['content-service'],
      fullyParallel: false,
      // Its files kill services: one file at a time, never two side by side.
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/content-gate.ts',
      cwd: root,
      url: `http://127.0.0.1:${gateControlPort}/`,
      reuseExistingServer: false,
      env: {
        GATE_PORT: String(contentPort),
        GATE_CONTROL_PORT: String(gateControlPort),
        GATE_TARGET_PORT: String(contentServicePort),
      },
    },
    {
      command: `node --import tsx e2e/support/fresh-demo-data.ts ${DATA_DIR} && npm start`,
      cwd: root,
      url: baseURL,
      // A first production build on a busy 2-core machine can take several minutes.
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        API_PORT: String(apiPort),
        CONTENT_PORT: String(contentServicePort),
        IDP_PORT: String(idpPort),
        // Short-lived access tokens at the local provider, so a browser session sees them refreshed.
        IDP_ACCESS_TOKEN_TTL: '4',
        CONTENT_PUBLIC_URL: `http://localhost:${contentPort}`,
        DATA_DIR,
        // Its own build folder: a site running from this checkout keeps serving its build.
        NEXT_DIST_DIR: '.next-e2e',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
      },
    },
  ],
});
