import { LRUCache } from 'lru-cache';
import type { ApiDb } from '../../../api-db.ts';
import { internNames, MAX_NAME_LENGTH } from '../../intern-names.ts';

/** Mirrors internNames' own check, so a name it would refuse is left out instead of failing the batch. */
export const isIndexableName = (value: string) => value.length <= MAX_NAME_LENGTH && /\p{L}/u.test(value);

/**
 * Name ids for an import: one `internNames` round trip per batch for the names not seen lately.
 * Bounded (an LRU of recent spellings), so a huge file's long tail of names costs round trips, not memory.
 * Names are interned outside the import's transaction (on the pool, committed at once): the
 * dictionary is shared and never shrinks, so a name left by a rolled-back import is harmless,
 * while interning inside a long transaction would block, or deadlock, concurrent imports.
 */
export class NameIds {
  private readonly cache = new LRUCache<string, number>({ max: 200_000 });

  constructor(private readonly db: ApiDb) {}

  /** Makes every indexable name of `names` answerable by `get` until the next `load`. */
  async load(names: Iterable<string>): Promise<void> {
    const missing = new Set<string>();
    for (const name of names) if (!this.cache.has(name) && isIndexableName(name)) missing.add(name);
    if (missing.size === 0) return;
    const list = [...missing];
    const ids = await internNames(this.db, list);
    list.forEach((name, index) => {
      this.cache.set(name, ids[index] as number);
    });
  }

  get(name: string | null): number | null {
    return name === null ? null : (this.cache.get(name) ?? null);
  }
}
