import { surnamesByFrequency } from '@society/api/demo-data';
import {
  buildSearchFilter,
  countMatches,
  PUBLIC_VISIBILITY,
  resultPage,
  searchFacets,
} from '@society/api/record-search';
import { parseRecordSearchQuery } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { saveResults } from '../lib/load.ts';
import { openBenchIndex } from './open-bench-index.ts';

/**
 * The record search on BENCH_SEARCH_RECORDS (default 10,000,000) index records made by the demo-data
 * generator in the embedded PostgreSQL: p50/p95 of each match mode with a year ± 5 (dictionary lookup, first page of
 * 25 results as the api lists them, each record once, and their count up to "more than 10,000"), facets, and in the same run the naive approach (phonetic
 * functions evaluated per record on a table holding the names' text, no dictionary).
 */
const RECORDS = Number(process.env.BENCH_SEARCH_RECORDS ?? 10_000_000);
const SAMPLES = 40;
/** To re-time some modes on a loaded database: BENCH_SEARCH_MODES=dm,metaphone, BENCH_SEARCH_NAIVE=0. */
const ONLY = process.env.BENCH_SEARCH_MODES?.split(',');
const WITH_NAIVE = process.env.BENCH_SEARCH_NAIVE !== '0';
const log = (line: string) => console.log(line);

const { db, close } = await openBenchIndex(RECORDS, log);

// Surnames spread over the demo generator's frequency ranks (1, 2, 3, … 150,000), letters only.
const ranked = surnamesByFrequency().filter((name) => /^[A-Za-z]{4,}$/.test(name));
const surnames = Array.from(
  { length: SAMPLES },
  (_, k) => ranked[Math.min(ranked.length - 1, Math.round(1.33 ** k) - 1)]!,
);
// Years inside the generator's index entries (1650–1900).
const yearOf = (k: number) => 1655 + ((k * 37) % 240);

const MODES: Record<string, (surname: string) => string> = {
  exact: (s) => `surname=${s}&surname_match=exact`,
  variants: (s) => `surname=${s}`,
  starts: (s) => `surname=${s.slice(0, Math.max(4, s.length - 2))}&surname_match=starts`,
  wildcard: (s) => `surname=${s.slice(0, 2)}*${s.slice(-2)}`,
  soundex: (s) => `surname=${s}&surname_match=soundex`,
  dm: (s) => `surname=${s}&surname_match=dm`,
  metaphone: (s) => `surname=${s}&surname_match=metaphone`,
  fuzzy: (s) => `surname=${s}&surname_match=fuzzy`,
  initials: (s) => `surname=${s}&surname_match=exact&forename=J&forename_match=initials`,
};
const NAIVE: Record<string, (q: string) => ReturnType<typeof sql>> = {
  soundex: (q) => sql`name_soundex(name_normalise(surname)) = name_soundex(name_normalise(${q}))`,
  dm: (q) =>
    sql`coalesce(daitch_mokotoff(name_normalise(surname)), '{}') && coalesce(daitch_mokotoff(name_normalise(${q})), '{}')`,
  metaphone: (q) =>
    sql`ARRAY[dmetaphone(name_normalise(surname)), dmetaphone_alt(name_normalise(surname))] && ARRAY[dmetaphone(name_normalise(${q})), dmetaphone_alt(name_normalise(${q}))]`,
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const time = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

async function ours(query: string) {
  const parsed = parseRecordSearchQuery(query);
  if (!parsed.success) throw new Error(`${query}: ${parsed.message}`);
  const filter = await buildSearchFilter(db, parsed.query, PUBLIC_VISIBILITY);
  await resultPage(db, filter, { ...parsed.query, perPage: 25 });
  await countMatches(db, filter);
  return filter;
}
async function naive(mode: string, surname: string, year: number) {
  const where = sql`${NAIVE[mode]!(surname)} AND year_min <= ${year + 5} AND year_max >= ${year - 5}`;
  await db.execute(sql`SELECT id FROM bench_naive WHERE ${where} ORDER BY year_min, id LIMIT 26`);
  await db.execute(sql`SELECT count(*) FROM (SELECT 1 FROM bench_naive WHERE ${where} LIMIT 10001) t`);
}

type Row = { mode: string; p50: number; p95: number; naiveP50?: number; naiveP95?: number; ratio?: number };
const rows: Row[] = [];
const facetTimes: number[] = [];
for (const [mode, queryOf] of Object.entries(MODES)) {
  if (ONLY && !ONLY.includes(mode)) continue;
  const times: number[] = [];
  const naiveTimes: number[] = [];
  for (const [k, surname] of surnames.entries()) {
    const query = `${queryOf(surname)}&year=${yearOf(k)}&year_range=5`;
    await ours(query); // warm
    times.push(await time(() => ours(query)));
    if (mode === 'variants') {
      const parsed = parseRecordSearchQuery(query);
      if (parsed.success) {
        const filter = await buildSearchFilter(db, parsed.query, PUBLIC_VISIBILITY);
        await searchFacets(db, filter);
        facetTimes.push(await time(() => searchFacets(db, filter)));
      }
    }
    if (NAIVE[mode] && WITH_NAIVE) {
      await naive(mode, surname, yearOf(k));
      naiveTimes.push(await time(() => naive(mode, surname, yearOf(k))));
    }
  }
  const row: Row = { mode, p50: percentile(times, 50), p95: percentile(times, 95) };
  if (naiveTimes.length > 0) {
    row.naiveP50 = percentile(naiveTimes, 50);
    row.naiveP95 = percentile(naiveTimes, 95);
    row.ratio = row.naiveP50 / row.p50;
  }
  rows.push(row);
  log(
    `${mode.padEnd(10)} p50 ${row.p50.toFixed(1).padStart(7)} ms  p95 ${row.p95.toFixed(1).padStart(7)} ms${
      row.ratio
        ? `   naive p50 ${row.naiveP50!.toFixed(1).padStart(7)} ms  p95 ${row.naiveP95!.toFixed(1).padStart(7)} ms  ratio ${row.ratio.toFixed(1)}×`
        : ''
    }`,
  );
}
const facets =
  facetTimes.length > 0 ? { p50: percentile(facetTimes, 50), p95: percentile(facetTimes, 95) } : null;
if (facets)
  log(
    `facets     p50 ${facets.p50.toFixed(1).padStart(7)} ms  p95 ${facets.p95.toFixed(1).padStart(7)} ms (variants, year ± 5)`,
  );
log(
  `\n${RECORDS.toLocaleString('en-GB')} records, ${SAMPLES} surnames from the generator's frequency rank 1 to ${Math.round(1.33 ** (SAMPLES - 1))}. Goals: p95 ≤ 50 ms every mode, facets ≤ 100 ms, ≥ 5× naive.`,
);
// A partial run (some modes only) leaves the last full results in place.
if (!ONLY) await saveResults('search', { records: RECORDS, samples: SAMPLES, rows, facets });
await close();
