import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { connectApiDb } from '@society/api/api-db';
import { importGedcom } from '@society/api/import-gedcom';
import { corpusDir } from '@society/gedcom/corpus-dir';
import { postgresCpuMs } from './postgres-cpu.ts';

/** One import in its own process (so peak RSS is the importer's): measure-gedcom-import.ts <db url> <cluster dir> <file>. */
export type ImportMeasurement = {
  persons: number;
  families: number;
  nameOccurrences: number;
  megabytes: number;
  ms: number;
  cpuMs: number;
  /** CPU of every PostgreSQL process during the import (null when /proc cannot tell). */
  postgresCpuMs: number | null;
  peakRssMb: number;
  warnings: number;
  /** Write-ahead log the import made, in MiB. */
  walMb: number;
  /** Share of the wall time the importer's main thread was busy (1: the importer is the limit). */
  mainThreadBusy: number;
};

const CORPUS = corpusDir();
const [url, clusterDir = '', file = ''] = process.argv.slice(2);
if (!url || !file)
  throw new Error('usage: measure-gedcom-import.ts <database url> <cluster dir> <replicated GEDCOM file>');

const db = connectApiDb(url, 2);
const target = (uid: string) => ({
  uid,
  title: uid,
  kind: 'family_tree' as const,
  access: 'public' as const,
});
// Warm the JIT on another file, so the measured run still meets pres2020's names as new.
await importGedcom(db, createReadStream(path.join(CORPUS, 'samples/royal92.ged')), {
  target: target('warm-up'),
});

// The file is read as the import CLI reads one; its pages are in the OS cache (it was just written).
const source = createReadStream(file);
const baseRss = process.memoryUsage().rss;
let peakRss = baseRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const cpu = process.cpuUsage();
const loop = performance.eventLoopUtilization();
const walBefore = (await db.$client.query<{ lsn: string }>('SELECT pg_current_wal_lsn() AS lsn')).rows[0]
  ?.lsn;
const postgresBefore = postgresCpuMs(clusterDir);
const started = performance.now();
const result = await importGedcom(db, source, { target: target('pres2020-replicated') });
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const busy = performance.eventLoopUtilization(loop).utilization;
const postgresAfter = postgresCpuMs(clusterDir);
const wal = await db.$client.query<{ bytes: string }>(
  'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS bytes',
  [walBefore],
);
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
await db.$client.end();
const measurement: ImportMeasurement = {
  persons: result.people,
  families: result.families,
  nameOccurrences: result.nameOccurrences,
  megabytes: Math.round((statSync(file).size / 2 ** 20) * 10) / 10,
  ms: Math.round(ms),
  cpuMs: Math.round((used.user + used.system) / 1000),
  postgresCpuMs:
    postgresBefore === null || postgresAfter === null ? null : Math.round(postgresAfter - postgresBefore),
  peakRssMb: Math.round(peakRss / 2 ** 20),
  warnings: result.warningCount,
  mainThreadBusy: Math.round(busy * 100) / 100,
  walMb: Math.round(Number(wal.rows[0]?.bytes ?? 0) / 2 ** 20),
};
process.send?.(measurement);
if (!process.send) console.log(JSON.stringify(measurement));
