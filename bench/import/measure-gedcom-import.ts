import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { connectApiDb } from '@society/api/api-db';
import { importGedcom } from '@society/api/import-gedcom';
import { replicateGedcom } from '@society/gedcom/testing';
import { postgresCpuMs } from './postgres-cpu.ts';

/** One import in its own process (so peak RSS is the importer's): measure-gedcom-import.ts <db url> <cluster dir> <persons>. */
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
};

const CORPUS =
  process.env.GEDCOM_CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../shared/testdata/gedcom');
const [url, clusterDir = '', wanted = '100000'] = process.argv.slice(2);
if (!url) throw new Error('usage: measure-gedcom-import.ts <database url> <cluster dir> <persons>');
const text = readFileSync(path.join(CORPUS, 'samples/pres2020.ged'), 'utf8');

/** The replicated file as a stream of 64 KiB chunks, made as it is read (never whole in memory). */
function* chunksOf(persons: number): Generator<Buffer> {
  for (const copy of replicateGedcom(text, persons)) {
    for (let offset = 0; offset < copy.length; offset += 65536) yield copy.subarray(offset, offset + 65536);
  }
}

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

let bytes = 0;
const source = Readable.from(
  (function* () {
    for (const chunk of chunksOf(Number(wanted))) {
      bytes += chunk.length;
      yield chunk;
    }
  })(),
);
const baseRss = process.memoryUsage().rss;
let peakRss = baseRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const cpu = process.cpuUsage();
const postgresBefore = postgresCpuMs(clusterDir);
const started = performance.now();
const result = await importGedcom(db, source, { target: target('pres2020-replicated') });
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const postgresAfter = postgresCpuMs(clusterDir);
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
await db.$client.end();
const measurement: ImportMeasurement = {
  persons: result.people,
  families: result.families,
  nameOccurrences: result.nameOccurrences,
  megabytes: Math.round((bytes / 2 ** 20) * 10) / 10,
  ms: Math.round(ms),
  cpuMs: Math.round((used.user + used.system) / 1000),
  postgresCpuMs:
    postgresBefore === null || postgresAfter === null ? null : Math.round(postgresAfter - postgresBefore),
  peakRssMb: Math.round(peakRss / 2 ** 20),
  warnings: result.warningCount,
};
process.send?.(measurement);
if (!process.send) console.log(JSON.stringify(measurement));
