import path from 'node:path';
import { apiEnvSchema } from '@society/api/env';
import { createApiServices } from '@society/api/services';
import { openProjectDatabases } from '@society/db/embedded';
import { sql } from 'drizzle-orm';
import { loadBenchIndexRecords } from './load-bench-index.ts';

/**
 * The embedded PostgreSQL in `.data/bench-search-{records}` with `records` index records and the
 * naive baseline table, loaded once and shared by the search and the trees benches.
 */
export async function openBenchIndex(records: number, log: (line: string) => void) {
  const folder = `.data/bench-search-${records}`;
  const databases = await openProjectDatabases({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(import.meta.dirname, '../..', folder),
  });
  const config = apiEnvSchema.parse({ API_DATABASE_URL: databases.urls.api, LOG_LEVEL: 'silent' });
  const services = await createApiServices(config, { maxConnections: 4 });
  const db = services.db;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_search_state (records int NOT NULL)`);
  const state = await db.execute(sql`SELECT records FROM bench_search_state`);
  if ((state.rows[0] as { records?: number } | undefined)?.records !== records) {
    if (state.rows.length > 0) throw new Error(`${folder} holds another load: delete it`);
    log(`Loading ${records.toLocaleString('en-GB')} index records (once; kept in ${folder})`);
    const started = performance.now();
    await loadBenchIndexRecords(db, records, log);
    // The naive baseline: each record's names as text, a b-tree on years, phonetic functions per row.
    await db.execute(sql`DROP TABLE IF EXISTS bench_naive`);
    await db.execute(sql`CREATE UNLOGGED TABLE bench_naive AS
      SELECT o.id, s.text AS surname, f.text AS forename, o.year_min, o.year_max
      FROM public_name_occurrences o LEFT JOIN names s ON s.id = o.surname_id LEFT JOIN names f ON f.id = o.forename_id`);
    await db.execute(sql`CREATE INDEX ON bench_naive (year_min, year_max)`);
    await db.execute(sql`VACUUM ANALYZE bench_naive`);
    await db.execute(sql`INSERT INTO bench_search_state VALUES (${records})`);
    log(`  loaded with the naive baseline table in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const close = async () => {
    await services.close();
    await databases.stop();
  };
  return { db, services, close };
}
