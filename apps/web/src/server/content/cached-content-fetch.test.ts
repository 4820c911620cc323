import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_CACHE_MAX_ENTRIES,
  CONTENT_CACHE_TTL_MS,
  cachedContentFetch,
  clearContentCache,
  lastSeenMasterRef,
} from './cached-content-fetch.ts';

let server: Server;
let base: string;
const hits = new Map<string, number>();
let repositoryAnswers = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const status = path.startsWith('/status/') ? Number(path.slice(8)) : 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    if (!path.startsWith('/api/v2')) return response.end(JSON.stringify({ path, hit: hits.get(path) }));
    repositoryAnswers += 1;
    response.end(
      JSON.stringify({ refs: [{ id: 'master', ref: `master-${repositoryAnswers}`, isMasterRef: true }] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  clearContentCache();
  hits.clear();
  vi.useRealTimers();
});

describe('cachedContentFetch', () => {
  it('keeps its limits: 5 s, 1,000 entries', () => {
    expect(CONTENT_CACHE_TTL_MS).toBe(5_000);
    expect(CONTENT_CACHE_MAX_ENTRIES).toBe(1_000);
  });

  it('answers identical queries from one request, each with its own readable body', async () => {
    const [a, b] = await Promise.all([
      cachedContentFetch(`${base}/q?x=1`),
      cachedContentFetch(`${base}/q?x=1`),
    ]);
    const again = await cachedContentFetch(`${base}/q?x=1`);
    expect(await a.json()).toEqual({ path: '/q?x=1', hit: 1 });
    expect(await b.json()).toEqual({ path: '/q?x=1', hit: 1 });
    expect(await again.json()).toEqual({ path: '/q?x=1', hit: 1 });
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(hits.get('/q?x=1')).toBe(1);
  });

  it('asks again once an answer is older than 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    vi.advanceTimersByTime(1_000); // a start time of 0 reads as "no expiry" to lru-cache
    await cachedContentFetch(`${base}/old`);
    vi.advanceTimersByTime(CONTENT_CACHE_TTL_MS + 1);
    const fresh = await cachedContentFetch(`${base}/old`);
    expect(await fresh.json()).toMatchObject({ hit: 2 });
  });

  it('never keeps an unsuccessful answer', async () => {
    const first = await cachedContentFetch(`${base}/status/404`);
    expect(first.status).toBe(404);
    await cachedContentFetch(`${base}/status/404`);
    expect(hits.get('/status/404')).toBe(2);
    await expect(cachedContentFetch(`${base}/status/503`)).rejects.toThrow(
      `Unexpected status code [503] on URL ${base}/status/503`,
    );
    await expect(cachedContentFetch(`${base}/status/503`)).rejects.toThrow();
    expect(hits.get('/status/503')).toBe(2);
  });

  it('forgets everything when the webhook clears it', async () => {
    await cachedContentFetch(`${base}/clear`);
    clearContentCache();
    await cachedContentFetch(`${base}/clear`);
    expect(hits.get('/clear')).toBe(2);
  });

  it('remembers the master ref of the latest repository answer', async () => {
    await cachedContentFetch(`${base}/api/v2`);
    expect(lastSeenMasterRef()).toBe('master-1');
    // A search answer is not the repository, whatever it contains.
    await cachedContentFetch(`${base}/api/v2/documents/search?ref=master-1`);
    expect(lastSeenMasterRef()).toBe('master-1');
    await cachedContentFetch(`${base}/api/v2?access_token=x`);
    expect(lastSeenMasterRef()).toBe('master-3');
    await cachedContentFetch(`${base}/api/v2/`);
    expect(lastSeenMasterRef()).toBe('master-4');
  });
});
