import { surnamesByFrequency } from '@society/api/demo-data';
import { buildSearchFilter, countMatches, countNames, PUBLIC_VISIBILITY, resultPage, searchPage } from '@society/api/record-search';
import { parseRecordSearchQuery } from '@society/record-search';
import { openBenchIndex } from './open-bench-index.ts';

const RECORDS = Number(process.env.BENCH_SEARCH_RECORDS ?? 1_000_000);
const { db, close } = await openBenchIndex(RECORDS, console.log);
const ranked = surnamesByFrequency().filter((name) => /^[A-Za-z]{4,}$/.test(name));
const surnames = Array.from({ length: 40 }, (_, k) => ranked[Math.min(ranked.length - 1, Math.round(1.33 ** k) - 1)]!);
const yearOf = (k: number) => 1655 + ((k * 37) % 240);
const kinds: Record<string, (s: string, y: number) => string> = {
  'variants ±5 relevance': (s, y) => `surname=${s}&year=${y}&year_range=5`,
  'variants ±5 name order': (s, y) => `surname=${s}&year=${y}&year_range=5&sort=name`,
  'variants, no year': (s) => `surname=${s}`,
  'initial J ±5': (s, y) => `surname=${s}&surname_match=exact&forename=J&forename_match=initials&year=${y}&year_range=5`,
};
const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)]!;
const time = async (run: () => Promise<unknown>) => { const t = performance.now(); await run(); return performance.now() - t; };
for (const [kind, make] of Object.entries(kinds)) {
  const before: number[] = [];
  const after: number[] = [];
  for (let round = 0; round < 2; round += 1)
    for (const [k, s] of surnames.entries()) {
      const parsed = parseRecordSearchQuery(make(s, yearOf(k)));
      if (!parsed.success) throw new Error(parsed.message);
      const filter = await buildSearchFilter(db, parsed.query, PUBLIC_VISIBILITY);
      const q = { ...parsed.query, perPage: 25 };
      const b = await time(async () => { await searchPage(db, filter, q, 51); await countNames(db, filter); });
      const a = await time(async () => { await resultPage(db, filter, q); await countMatches(db, filter); });
      if (round === 1) { before.push(b); after.push(a); }
    }
  console.log(`${kind}: before p50 ${pct(before, 50).toFixed(1)} p95 ${pct(before, 95).toFixed(1)} | after p50 ${pct(after, 50).toFixed(1)} p95 ${pct(after, 95).toFixed(1)} ms`);
}
await close();
