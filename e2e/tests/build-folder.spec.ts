import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { liveBuildFingerprint } from '../support/live-build.ts';

test('the test stack builds the web app in its own folder and leaves npm start’s build alone', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(existsSync(path.resolve(import.meta.dirname, '../../apps/web/.next-e2e/BUILD_ID'))).toBe(true);
  expect(liveBuildFingerprint()).toBe(process.env.E2E_LIVE_BUILD_BEFORE);
});
