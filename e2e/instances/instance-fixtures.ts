import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { createUser } from '@society/api/users';
import { connectDatabase } from '@society/db';
import { apiSchema } from '@society/db/api-schema';
import { type InstanceStack, startInstanceStack } from './instance-stack.ts';
import { MemberClient } from './member-client.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const INSTANCES = 2;

export type Member = { email: string; password: string; client: MemberClient };

type Fixtures = {
  /** The stack, started once for the suite: two instances of each service behind nginx. */
  stack: InstanceStack;
  apiDb: ReturnType<typeof connectDatabase<typeof apiSchema>>;
};

let addresses = 0;

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

/** The api's address on instance `index` (0-based), skipping the proxy. */
export const apiInstance = (stack: InstanceStack, index: number) =>
  `http://127.0.0.1:${stack.instances.api[index]!.port}`;

/** Fresh members (as `npm run user` makes them), each with a client of its own address at `baseUrl`. */
export async function makeMembers(
  stack: InstanceStack,
  db: Fixtures['apiDb'],
  count: number,
  baseUrl = stack.urls.api,
): Promise<Member[]> {
  // A few at a time: each password hash takes 19 MiB.
  return inBatches(
    Array.from({ length: count }, (_, i) => i),
    4,
    async () => {
      const n = ++addresses;
      const account = { email: `instances-${randomUUID()}@example.org`, password: `pw-${randomUUID()}` };
      await createUser(db, { ...account, name: 'Ada Instance', scopes: ['member'] });
      const address = `10.21.${(n >> 8) & 255}.${n & 255}`;
      return { ...account, client: new MemberClient(baseUrl, stack.urls.siteOrigin, address) };
    },
  );
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** The p-th percentile (0–100) of some figures, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
