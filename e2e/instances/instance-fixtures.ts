import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { connectDatabase } from '@society/db';
import { apiSchema } from '@society/db/api-schema';
import { type ApiDb, INSTANCES } from './instance-members.ts';
import { type InstanceStack, startInstanceStack } from './instance-stack.ts';

export { apiInstance, INSTANCES, inBatches, makeMembers, percentile } from './instance-members.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Fixtures = {
  /** The stack, started once for the suite: two instances of each service behind nginx. */
  stack: InstanceStack;
  apiDb: ApiDb;
};

export const test = base.extend<object, Fixtures>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const stack = await startInstanceStack({
        count: INSTANCES,
        dataDir: path.join(root, '.data/e2e-instances'),
        verbose: Boolean(process.env.E2E_VERBOSE),
      });
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    // A first production build on a busy 2-core machine can take several minutes.
    { scope: 'worker', timeout: 900_000 },
  ],
  apiDb: [
    async ({ stack }, use) => {
      const db = connectDatabase(stack.databaseUrls.api, apiSchema, {
        maxConnections: 4,
        applicationName: 'e2e-instances',
      });
      await use(db);
      await db.$client.end();
    },
    { scope: 'worker' },
  ],
});
export { expect };
