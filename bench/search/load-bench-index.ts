import type { ApiDb } from '@society/api/api-db';
import { loadDemoIndexRecords } from '@society/api/demo-data';
import { seedVariantGroups } from '@society/api/seed-collections';
import { sql } from 'drizzle-orm';

export type BenchDb = ApiDb;

/** The load is split into this many index collections; the last is members-only (privacy in play). */
export const BENCH_COLLECTIONS = 10;

/**
 * Loads `count` name-index records with the demo-data generator's streaming path
 * (`loadDemoIndexRecords`: the demo's common names and their composed long tail of 150,000
 * surnames, years 1650–1900, the demo's parishes), in 10 collections of seeds 1–10, and the demo's
 * variant groups. The occurrence table's secondary indexes are dropped for the load and built once
 * after it (much faster than keeping them row by row); their definitions are kept in a table, so a
 * load interrupted after the drop still rebuilds them when run again.
 */
export async function loadBenchIndexRecords(db: BenchDb, count: number, log: (line: string) => void) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_index_defs (name text PRIMARY KEY, definition text)`);
  await db.execute(sql`INSERT INTO bench_index_defs SELECT indexname, indexdef FROM pg_indexes
    WHERE tablename = 'name_occurrences' AND indexname NOT LIKE '%_pkey' ON CONFLICT DO NOTHING`);
  const indexes = await db.execute(sql`SELECT name, definition FROM bench_index_defs`);
  const definitions = (indexes.rows as { name: string; definition: string }[]).map((row) =>
    row.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '),
  );
  for (const row of indexes.rows as { name: string }[]) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${row.name}"`));
  }
  let done = 0;
  for (let c = 1; c <= BENCH_COLLECTIONS; c += 1) {
    const size = Math.floor(count / BENCH_COLLECTIONS) + (c <= count % BENCH_COLLECTIONS ? 1 : 0);
    await loadDemoIndexRecords(db, {
      count: size,
      seed: c,
      uid: `bench-index-${c}`,
      title: `Bench index ${c}`,
      access: c === BENCH_COLLECTIONS ? 'members' : 'public',
    });
    done += size;
    log(`  ${done.toLocaleString('en-GB')} records (${elapsed()})`);
  }
  await seedVariantGroups(db);
  for (const definition of definitions)
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
      await tx.execute(sql.raw(definition));
    });
  log(`  ${definitions.length} occurrence indexes rebuilt (${elapsed()})`);
  await db.execute(sql`VACUUM ANALYZE records`);
  await db.execute(sql`VACUUM ANALYZE name_occurrences`);
  await db.execute(sql`VACUUM ANALYZE names`);
  log(`  vacuumed and analysed (${elapsed()})`);
}
