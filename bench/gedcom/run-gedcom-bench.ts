import { fork } from 'node:child_process';
import path from 'node:path';
import { saveResults } from '../lib/load.ts';
import type { Measurement } from './measure-gedcom-parser.ts';

const PERSONS = Number(process.env.BENCH_GEDCOM_PERSONS ?? 100_000);
const script = path.join(import.meta.dirname, 'measure-gedcom-parser.ts');

function measure(parser: string): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [parser, String(PERSONS)], { stdio: 'inherit' });
    child.once('message', (message) => resolve(message as Measurement));
    child.once('exit', (code) => code !== 0 && reject(new Error(`${parser} exited with ${code}`)));
  });
}

const rows: Measurement[] = [];
for (const parser of ['ours', 'ours-tokenizer', 'gedcom@3']) rows.push(await measure(parser));

const rate = (row: Measurement) => Math.round((row.persons / row.ms) * 1000);
const cpuRate = (row: Measurement) => Math.round((row.persons / row.cpuMs) * 1000);
console.log(`\nGEDCOM parse only: pres2020.ged replicated to ${PERSONS} people (${rows[0]!.megabytes} MiB)`);
console.log('parser            persons   wall ms  persons/s  CPU ms  persons/CPU-s  peak RSS MB');
for (const row of rows) {
  console.log(
    `${row.parser.padEnd(16)} ${String(row.persons).padStart(8)} ${String(row.ms).padStart(9)} ${String(rate(row)).padStart(10)} ${String(row.cpuMs).padStart(7)} ${String(cpuRate(row)).padStart(14)} ${String(row.peakRssMb).padStart(12)}`,
  );
}
const [ours, , theirs] = rows;
console.log(
  `ratio ours (full structure) / gedcom@3 (syntax tree only): ${(rate(ours!) / rate(theirs!)).toFixed(2)}`,
);
console.log(
  `goal: parse ≥ 20,000 persons/s (import goal, store included, is the importer's) and ≤ 300 MB RSS`,
);
await saveResults('gedcom', { persons: PERSONS, rows });
