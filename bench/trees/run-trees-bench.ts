import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buildApiApp } from '@society/api/app';
import { importGedcom } from '@society/api/import-gedcom';
import { corpusDir } from '@society/gedcom/corpus-dir';
import { replicateGedcom } from '@society/gedcom/testing';
import { sql } from 'drizzle-orm';
import { saveResults } from '../lib/load.ts';
import { openBenchIndex } from '../search/open-bench-index.ts';

/**
 * Family trees at scale: BENCH_TREES_RECORDS (default 10,000,000) index records (the search bench's
 * loader and data folder, so one load serves both) plus a tree of ~100,000 people (pres2020.ged
 * replicated). Times, as a guest through the api (`app.inject`), a 5-generation pedigree and a
 * person page for 40 people with deep ancestry, and in the same run the naive pedigree (one query
 * per ancestor, as an ORM walk would do it).
 */
const RECORDS = Number(process.env.BENCH_TREES_RECORDS ?? process.env.BENCH_SEARCH_RECORDS ?? 10_000_000);
const PEOPLE = Number(process.env.BENCH_TREES_PEOPLE ?? 100_000);
const SAMPLES = 40;
const ROUNDS = 5;
const log = (line: string) => console.log(line);
const CORPUS = corpusDir();

const { db, services, close } = await openBenchIndex(RECORDS, log);
const tree = await db.execute(sql`SELECT person_count FROM collections WHERE uid = 'bench-tree'`);
if ((tree.rows[0] as { person_count?: number } | undefined)?.person_count === undefined) {
  log(`Importing a tree of ${PEOPLE.toLocaleString('en-GB')} people (pres2020.ged replicated)`);
  const text = readFileSync(path.join(CORPUS, 'samples/pres2020.ged'), 'utf8');
  const started = performance.now();
  await importGedcom(db, Readable.from(replicateGedcom(text, PEOPLE)), {
    target: { uid: 'bench-tree', kind: 'family_tree', title: 'Bench tree', access: 'public' },
  });
  await db.execute(sql`VACUUM ANALYZE people, families, family_children, tree_records`);
  log(`  imported in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const counts = (
  await db.execute(sql`SELECT (SELECT count(*) FROM name_occurrences)::int AS occurrences,
    (SELECT person_count FROM collections WHERE uid = 'bench-tree') AS people`)
).rows[0] as { occurrences: number; people: number };

// Dead people with known great-grandfathers on the father's line, spread over the tree (deterministic).
const sample = (
  await db.execute(sql`
    WITH candidates AS (
      SELECT p.id FROM people p JOIN collections c ON c.id = p.collection_id
      WHERE c.uid = 'bench-tree' AND NOT p.living
        AND EXISTS (SELECT 1 FROM family_children a JOIN families fa ON fa.id = a.family_id
          JOIN family_children b ON b.child_id = fa.husband_id JOIN families fb ON fb.id = b.family_id
          JOIN family_children d ON d.child_id = fb.husband_id WHERE a.child_id = p.id))
    SELECT id FROM candidates ORDER BY hashint4(id) LIMIT ${SAMPLES}`)
).rows.map((row) => Number((row as { id: number }).id));
if (sample.length < SAMPLES) throw new Error(`Only ${sample.length} people with deep ancestry found.`);

const app = await buildApiApp(services);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
async function inject(url: string) {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response;
}

/** The naive walk: the person's parents family, then each parent, one query at a time. */
async function naivePedigree(personId: number, generations: number) {
  let level = [personId];
  for (let generation = 1; generation < generations; generation++) {
    const next: number[] = [];
    for (const id of level) {
      const family = await db.execute(sql`
        SELECT f.husband_id, f.wife_id FROM family_children fc JOIN families f ON f.id = fc.family_id
        WHERE fc.child_id = ${id} ORDER BY fc.family_id LIMIT 1`);
      const row = family.rows[0] as { husband_id: number | null; wife_id: number | null } | undefined;
      for (const parent of [row?.husband_id, row?.wife_id]) {
        if (parent == null) continue;
        await db.execute(sql`SELECT * FROM people WHERE id = ${parent}`);
        next.push(parent);
      }
    }
    level = next;
  }
}

const figures: Record<string, number[]> = { pedigree: [], person: [], naive: [] };
let ancestors = 0;
for (const id of sample) {
  await inject(`/api/pedigrees/${id}?generations=5`); // warm
  await inject(`/api/trees/people/${id}`);
  ancestors += (
    JSON.parse((await inject(`/api/pedigrees/${id}?generations=5`)).body).pedigree.slots as unknown[]
  ).length;
}
for (let round = 0; round < ROUNDS; round++) {
  for (const id of sample) {
    figures.pedigree!.push(await timed(() => inject(`/api/pedigrees/${id}?generations=5`)));
    figures.person!.push(await timed(() => inject(`/api/trees/people/${id}`)));
    figures.naive!.push(await timed(() => naivePedigree(id, 5)));
  }
}
const rows = Object.entries(figures).map(([name, times]) => ({
  name,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
}));
for (const row of rows)
  log(
    `${row.name.padEnd(9)} p50 ${row.p50.toFixed(1).padStart(7)} ms  p95 ${row.p95.toFixed(1).padStart(7)} ms`,
  );
const [pedigree, , naive] = rows;
log(
  `\n${counts.occurrences.toLocaleString('en-GB')} name occurrences (${RECORDS.toLocaleString('en-GB')} index records + ${counts.people.toLocaleString('en-GB')} tree people); ${SAMPLES} people × ${ROUNDS} rounds, ${(ancestors / SAMPLES).toFixed(1)} known ancestors each on average. Goal: p95 ≤ 30 ms (pedigree, person page). Naive / ours (p50): ${(naive!.p50 / pedigree!.p50).toFixed(1)}×.`,
);
await saveResults('trees', {
  records: RECORDS,
  occurrences: counts.occurrences,
  people: counts.people,
  samples: SAMPLES,
  rounds: ROUNDS,
  rows,
});
await app.close();
await close();
