import { LRUCache } from 'lru-cache';
import type { ApiDb } from '../../../api-db.ts';
import { internNames, MAX_NAME_LENGTH } from '../../intern-names.ts';

/** Mirrors internNames' own check, so a name it would refuse is left out instead of failing the batch. */
export const isIndexableName = (value: string) => value.length <= MAX_NAME_LENGTH && /\p{L}/u.test(value);

/**
 * Name ids for an import: one `internNames` round trip per batch for the names not seen lately.
 * Each batch gets its own answer, so batches may be resolved ahead of their writing. Bounded (an
 * LRU of recent spellings), so a huge file's long tail of names costs round trips, not memory.
 * Names are interned outside the import's transaction (on the pool, committed at once): the
 * dictionary is shared and never shrinks, so a name left by a rolled-back import is harmless,
 * while interning inside a long transaction would block, or deadlock, concurrent imports.
 */
export class NameIds {
  private readonly cache = new LRUCache<string, number>({ max: 200_000 });

  constructor(private readonly db: ApiDb) {}

  /** The id of every indexable name of `names` (the others are left out). */
  async load(names: Iterable<string>): Promise<ReadonlyMap<string, number>> {
    const found = new Map<string, number>();
    const missing = new Set<string>();
    for (const name of names) {
      if (found.has(name)) continue;
      const id = this.cache.get(name);
      if (id !== undefined) found.set(name, id);
      else if (isIndexableName(name)) missing.add(name);
    }
    if (missing.size === 0) return found;
    const list = [...missing];
    const ids = await internNames(this.db, list);
    list.forEach((name, index) => {
      const id = ids[index] as number;
      this.cache.set(name, id);
      found.set(name, id);
    });
    return found;
  }
}
