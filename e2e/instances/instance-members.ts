import { randomUUID } from 'node:crypto';
import { createUser } from '@society/api/users';
import type { connectDatabase } from '@society/db';
import type { apiSchema } from '@society/db/api-schema';
import type { InstanceStack } from './instance-stack.ts';
import { MemberClient } from './member-client.ts';

/** Instances of each service in the suite's stack. */
export const INSTANCES = 2;

export type ApiDb = ReturnType<typeof connectDatabase<typeof apiSchema>>;
export type Member = { email: string; password: string; client: MemberClient };

let addresses = 0;

/** The api's address on instance `index` (0-based), skipping the proxy. */
export const apiInstance = (stack: InstanceStack, index: number) =>
  `http://127.0.0.1:${stack.instances.api[index]!.port}`;

/** Fresh members (as `npm run user` makes them), each with a client of its own address at `baseUrl`. */
export async function makeMembers(
  stack: InstanceStack,
  db: ApiDb,
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
