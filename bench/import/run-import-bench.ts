import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensureDatabase, migrateDatabase } from '@society/db';
import { startEmbeddedPostgres } from '@society/db/embedded';
import { corpusDir } from '@society/gedcom/corpus-dir';
import { replicateGedcom } from '@society/gedcom/testing';
import type { Measurement } from '../gedcom/measure-gedcom-parser.ts';
import { saveResults } from '../lib/load.ts';
import type { ImportMeasurement } from './measure-gedcom-import.ts';

const PERSONS = Number(process.env.BENCH_IMPORT_PERSONS ?? 100_000);

/** V8 grows its heap lazily (the default import peaks near 340 MB RSS, mostly garbage not yet
 * collected); with a 128 MB old space, as a server or CLI running imports would be started, the
 * importer's live memory shows. Set BENCH_IMPORT_HEAP_MB=0 to measure with V8's default. */
const HEAP_MB = Number(process.env.BENCH_IMPORT_HEAP_MB ?? 128);
/** More Node flags for the importer's process, e.g. `--cpu-prof --cpu-prof-dir=.data/profile` or `--trace-gc`. */
const IMPORTER_FLAGS = process.env.BENCH_IMPORT_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];

function measure<T>(script: string, args: string[], execArgv: string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { stdio: 'inherit', execArgv: [...process.execArgv, ...execArgv] });
    child.once('message', (message) => resolve(message as T));
    child.once(
      'exit',
      (code) => code !== 0 && reject(new Error(`${path.basename(script)} exited with ${code}`)),
    );
  });
}

// A durable embedded PostgreSQL (fsync on), as `npm start` runs it: the import is measured as on a live db.
const dataDir = await mkdtemp(path.join(tmpdir(), 'society-bench-import-'));
// The replicated file is written before the clock starts: the import reads a file, as the CLI does.
const gedcomFile = path.join(dataDir, 'pres2020-replicated.ged');
const corpus = corpusDir();
await pipeline(
  Readable.from(replicateGedcom(await readFile(path.join(corpus, 'samples/pres2020.ged'), 'utf8'), PERSONS)),
  createWriteStream(gedcomFile),
);
const server = await startEmbeddedPostgres({ dataDir });
let imported: ImportMeasurement;
try {
  const url = await ensureDatabase(server.serverUrl, 'bench_import');
  await migrateDatabase(url, 'api');
  imported = await measure<ImportMeasurement>(
    path.join(import.meta.dirname, 'measure-gedcom-import.ts'),
    [url, server.clusterDir, gedcomFile],
    [...(HEAP_MB > 0 ? [`--max-old-space-size=${HEAP_MB}`] : []), ...IMPORTER_FLAGS],
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
const parserScript = path.join(import.meta.dirname, '../gedcom/measure-gedcom-parser.ts');
const parsers: Measurement[] = [];
// BENCH_IMPORT_PARSERS=0 leaves the parse-only baselines out (for quick runs while tuning the import).
const PARSERS = process.env.BENCH_IMPORT_PARSERS === '0' ? [] : ['ours', 'gedcom@3'];
for (const parser of PARSERS)
  parsers.push(await measure<Measurement>(parserScript, [parser, String(PERSONS)]));

const rate = (persons: number, ms: number) => Math.round((persons / ms) * 1000);
const { persons, ms, cpuMs, postgresCpuMs: dbMs } = imported;
console.log(
  `\nGEDCOM import (parse and store): pres2020.ged replicated to ${PERSONS} people (${imported.megabytes} MiB)`,
);
console.log(
  `import: ${persons} people, ${imported.families} families, ${imported.nameOccurrences} name occurrences, ${imported.warnings} warnings`,
);
console.log(
  `  wall ${ms} ms = ${rate(persons, ms)} persons/s; peak RSS ${imported.peakRssMb} MB (V8 old space ${HEAP_MB > 0 ? `${HEAP_MB} MB` : 'default'}); ${imported.walMb} MiB of WAL`,
);
if (dbMs !== null) {
  // The machine may be shared: CPU time per side says what the work costs whatever else runs.
  console.log(
    `  CPU: importer ${cpuMs} ms (${rate(persons, cpuMs)} persons/CPU-s, main thread busy ${Math.round(imported.mainThreadBusy * 100)} % of the wall time), PostgreSQL ${dbMs} ms (${rate(persons, dbMs)} persons/CPU-s)`,
  );
  console.log(
    `  bound by CPU alone: ${rate(persons, Math.max(cpuMs, dbMs))} persons/s with a core each, ${rate(persons, cpuMs + dbMs)} persons/s on one core`,
  );
}
console.log('parse only, same input:');
for (const row of parsers) {
  console.log(
    `  ${row.parser.padEnd(9)} ${rate(row.persons, row.ms)} persons/s (${rate(row.persons, row.cpuMs)} persons/CPU-s), peak RSS ${row.peakRssMb} MB (input held in memory)`,
  );
}
console.log('goals: import ≥ 20,000 persons/s and ≤ 300 MB peak RSS');
await saveResults('import', { persons: PERSONS, heapMb: HEAP_MB, imported, parsers });
