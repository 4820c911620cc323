import type { ChangeFeed } from '@society/db';
import { recordCacheLookup } from '@society/observability/metrics';
import { LRUCache } from 'lru-cache';

/**
 * A per-process cache kept correct by a change feed: it serves entries only while the feed is
 * live, and a load that raced with an invalidation is not stored (it may hold the old value).
 */
export class FeedCache<K extends {}, V extends {}> {
  readonly #lru: LRUCache<K, V>;
  readonly #name: string;
  #generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    options: {
      /** The cache's name in the metrics (`society_cache_lookups_total{cache}`). */
      name: string;
      max: number;
      ttlMs: number;
      maxSize?: number;
      sizeOf?: (value: V) => number;
    },
  ) {
    const { max, ttlMs, maxSize, sizeOf } = options;
    this.#name = options.name;
    this.#lru = new LRUCache<K, V>({
      max,
      ttl: ttlMs,
      ...(maxSize && sizeOf ? { maxSize, sizeCalculation: (value: V) => Math.max(1, sizeOf(value)) } : {}),
    });
  }

  async load(key: K, loader: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.feed.live) {
      const hit = this.#lru.get(key);
      recordCacheLookup(this.#name, hit !== undefined);
      if (hit !== undefined) return hit;
    }
    const generation = this.#generation;
    const value = await loader();
    if (value !== undefined && this.feed.live && generation === this.#generation) this.#lru.set(key, value);
    return value;
  }

  delete(key: K): void {
    this.#generation++;
    this.#lru.delete(key);
  }

  deleteWhere(matches: (value: V) => boolean): void {
    this.#generation++;
    for (const [key, value] of this.#lru.entries()) if (matches(value)) this.#lru.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#lru.clear();
  }
}
