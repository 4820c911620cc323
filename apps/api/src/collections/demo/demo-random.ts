import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A value with its relative frequency; the generator draws proportionally to `weight`. */
export type Weighted<T> = readonly (readonly [T, number])[];

/** Seeded randomness for the demo data: the same seed gives the same society, row for row. */
export class DemoRandom {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** An integer from `from` to `to`, both included. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  chance(probability: number): boolean {
    return this.int(0, 999_999) < probability * 1_000_000;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Draws from a table prepared by `cumulative` (binary search, so large tables stay fast). */
  weighted<T>(table: CumulativeTable<T>): T {
    const target = this.int(0, table.total - 1);
    let low = 0;
    let high = table.bounds.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((table.bounds[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return table.values[low] as T;
  }
}

export type CumulativeTable<T> = { values: T[]; bounds: number[]; total: number };

export function cumulative<T>(weighted: Weighted<T>): CumulativeTable<T> {
  let total = 0;
  const bounds = weighted.map(([, weight]) => {
    total += weight;
    return total;
  });
  return { values: weighted.map(([value]) => value), bounds, total };
}
