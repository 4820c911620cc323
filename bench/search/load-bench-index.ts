import { readFileSync } from 'node:fs';
import path from 'node:path';
import { internNames } from '@society/api/intern-names';
import { sql } from 'drizzle-orm';

/** Where the name lists live: `shared/testdata/names` beside the repository (or NAMES_TESTDATA_DIR). */
export const NAMES_DIR =
  process.env.NAMES_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/testdata/names');

export const readNameCsv = (file: string) =>
  readFileSync(path.join(NAMES_DIR, file), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));

export type BenchDb = Parameters<typeof internNames>[0];

const CHUNK = 1_000_000;
const COLLECTIONS = 10;
const COUNTIES = 39;
const PARISHES_PER_COUNTY = 20;

/**
 * The bench's generator of `count` name-index records, done inside PostgreSQL so 10 million load
 * in minutes on two cores: surnames drawn with the US census 2010 frequencies (162,253 names,
 * every one present at least once), forenames with the SSA 1880–1949 births, years 1538–1950,
 * 780 parishes in 39 counties, 10 collections (one members-only). Deterministic: hashint4 of the
 * record id picks each value. It stands in for the demo-data generator's streaming path
 * (`loadDemoIndexRecords`, 160 names), whose small name list would make every surname 60,000+ rows.
 */
export async function loadBenchIndexRecords(db: BenchDb, count: number, log: (line: string) => void) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  await db.execute(sql`SET session_replication_role = replica`);
  const surnames = readNameCsv('us-census-2010-surnames.csv').map(([name, n]) => ({
    name: name!,
    n: Number(n),
  }));
  const forenameCounts = new Map<string, number>();
  for (const [, , name, births] of readNameCsv('us-ssa-forenames-by-decade-1880-1949.csv')) {
    forenameCounts.set(name!, (forenameCounts.get(name!) ?? 0) + Number(births));
  }
  const forenames = [...forenameCounts].map(([name, n]) => ({ name, n }));
  await db.execute(
    sql`CREATE UNLOGGED TABLE IF NOT EXISTS bench_names (kind text, name_id int, weight float8)`,
  );
  await db.execute(sql`TRUNCATE bench_names`);
  for (const [kind, list] of [
    ['surname', surnames],
    ['forename', forenames],
  ] as const) {
    for (let i = 0; i < list.length; i += 10_000) {
      const batch = list.slice(i, i + 10_000).filter((entry) => /\p{L}/u.test(entry.name));
      const ids = await internNames(
        db,
        batch.map((entry) => entry.name),
      );
      await db.execute(sql`INSERT INTO bench_names SELECT ${kind}, id, w FROM
        unnest(${`{${ids.join(',')}}`}::int[], ${`{${batch.map((e) => e.n).join(',')}}`}::float8[]) AS t(id, w)`);
    }
    log(`  ${list.length} ${kind}s in the dictionary (${elapsed()})`);
  }
  // Weighted pick tables: each name gets slots in proportion to its frequency, at least one.
  await db.execute(sql`DROP TABLE IF EXISTS bench_pick`);
  await db.execute(sql`CREATE UNLOGGED TABLE bench_pick AS
    SELECT kind, row_number() OVER (PARTITION BY kind ORDER BY name_id, s) AS slot, name_id
    FROM (SELECT kind, name_id, greatest(1, round(weight * 2000000 / sum(weight) OVER (PARTITION BY kind)))::int AS slots
          FROM (SELECT DISTINCT ON (kind, name_id) * FROM bench_names) d) w,
         generate_series(1, w.slots) s`);
  await db.execute(sql`CREATE UNIQUE INDEX ON bench_pick (kind, slot)`);
  await db.execute(sql`ANALYZE bench_pick`);
  // Places and collections.
  await db.execute(
    sql`INSERT INTO places (kind, name) VALUES ('country', 'Benchland') ON CONFLICT DO NOTHING`,
  );
  await db.execute(sql`
    INSERT INTO places (parent_id, kind, name, code)
    SELECT (SELECT id FROM places WHERE kind = 'country' AND name = 'Benchland'), 'county', 'County ' || c, 'C' || lpad(c::text, 2, '0')
    FROM generate_series(1, ${COUNTIES}) c ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO places (parent_id, kind, name)
    SELECT p.id, 'parish', p.name || ' parish ' || n FROM places p, generate_series(1, ${PARISHES_PER_COUNTY}) n
    WHERE p.kind = 'county' AND p.name LIKE 'County %' ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO collections (uid, kind, title, access)
    SELECT 'bench-index-' || c, 'index', 'Bench index ' || c, CASE WHEN c = ${COLLECTIONS} THEN 'members' ELSE 'public' END::collection_access
    FROM generate_series(1, ${COLLECTIONS}) c ON CONFLICT (uid) DO NOTHING`);
  // Secondary indexes are built once after the load (much faster than maintaining them row by row).
  // Kept in a table, so a load interrupted after the drop still rebuilds them when run again.
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
  const surnameSlots = sql`(SELECT max(slot) FROM bench_pick WHERE kind = 'surname')`;
  const forenameSlots = sql`(SELECT max(slot) FROM bench_pick WHERE kind = 'forename')`;
  for (let done = 0; done < count; done += CHUNK) {
    const size = Math.min(CHUNK, count - done);
    await db.execute(sql`
      WITH coll AS (SELECT array_agg(id ORDER BY id) AS ids FROM collections WHERE uid LIKE 'bench-index-%'),
           parish AS (SELECT array_agg(id ORDER BY id) AS ids FROM places WHERE kind = 'parish' AND name LIKE 'County %'),
           ins AS (
             INSERT INTO records (collection_id, record_type, original, year_min, year_max, place_id)
             SELECT coll.ids[1 + abs(hashint4(g)) % ${COLLECTIONS}],
                    (ARRAY['baptism','burial','marriage','will','apprenticeship','index_entry'])[1 + abs(hashint4(g + 1)) % 6]::record_type,
                    '{}'::jsonb, y, y + CASE WHEN g % 10 = 0 THEN 1 ELSE 0 END,
                    parish.ids[1 + abs(hashint4(g + 2)) % ${COUNTIES * PARISHES_PER_COUNTY}]
             FROM generate_series(${done + 1}::int, ${done + size}::int) g, coll, parish,
                  LATERAL (SELECT 1538 + abs(hashint4(g + 3)) % 413 AS y) yy
             RETURNING id, collection_id, record_type, year_min, year_max, place_id)
      INSERT INTO name_occurrences (collection_id, record_id, record_type, role, surname_id, forename_id, year_min, year_max, place_id)
      SELECT ins.collection_id, ins.id, ins.record_type, 'principal', s.name_id, f.name_id, ins.year_min, ins.year_max, ins.place_id
      FROM ins
      JOIN bench_pick s ON s.kind = 'surname' AND s.slot = 1 + abs(hashint4(ins.id * 7 + 1)) % ${surnameSlots}
      JOIN bench_pick f ON f.kind = 'forename' AND f.slot = 1 + abs(hashint4(ins.id * 13 + 5)) % ${forenameSlots}`);
    log(`  ${(done + size).toLocaleString('en-GB')} records (${elapsed()})`);
  }
  for (const definition of definitions) {
    await db.execute(sql`SET maintenance_work_mem = '512MB'`);
    await db.execute(sql.raw(definition));
  }
  log(`  ${definitions.length} occurrence indexes rebuilt (${elapsed()})`);
  await db.execute(sql`VACUUM ANALYZE records`);
  await db.execute(sql`VACUUM ANALYZE name_occurrences`);
  await db.execute(sql`VACUUM ANALYZE names`);
  await db.execute(sql`SET session_replication_role = origin`);
  log(`  vacuumed and analysed (${elapsed()})`);
}

/** Surname variant groups for the variants mode: each of the 2,000 commonest names with up to 4 same-sounding names. */
export async function addBenchVariantGroups(db: BenchDb) {
  await db.execute(sql`
    WITH top AS (SELECT b.name_id, n.normalised, n.metaphone FROM bench_names b JOIN names n ON n.id = b.name_id
                 WHERE b.kind = 'surname' ORDER BY b.weight DESC LIMIT 2000),
    g AS (INSERT INTO name_variant_groups (kind, label) SELECT 'surname', normalised FROM top
          ON CONFLICT DO NOTHING RETURNING id, label)
    INSERT INTO name_variant_members (group_id, name_id)
    SELECT g.id, m.id FROM g JOIN top ON top.normalised = g.label
    CROSS JOIN LATERAL (SELECT top.name_id AS id UNION
      (SELECT n.id FROM names n WHERE n.metaphone = top.metaphone AND n.id <> top.name_id
       ORDER BY similarity(n.normalised, top.normalised) DESC LIMIT 4)) m
    ON CONFLICT DO NOTHING`);
}
