import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readGedcom } from '@society/gedcom';
import { corpusDir } from '@society/gedcom/corpus-dir';
import { replicateGedcom } from '@society/gedcom/testing';
import { readGedcomRecords } from '@society/gedcom/tokenizer';
import { parse } from 'gedcom';

/** One parser in its own process (so peak RSS is its own): node measure-gedcom-parser.ts <parser> <persons>. */
export type Measurement = {
  parser: string;
  persons: number;
  megabytes: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
};

const CORPUS = corpusDir();
const [parser = 'ours', target = '100000'] = process.argv.slice(2);
const text = readFileSync(path.join(CORPUS, 'samples/pres2020.ged'), 'utf8');

function chunksOf(persons: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (const copy of replicateGedcom(text, persons)) {
    for (let offset = 0; offset < copy.length; offset += 65536)
      chunks.push(copy.subarray(offset, offset + 65536));
  }
  return chunks;
}

const parsers: Record<string, (chunks: Buffer[]) => Promise<number>> = {
  /** Everything a storer gets: records mapped, dates parsed, living people settled. */
  ours: async (chunks) => {
    let persons = 0;
    for await (const entry of readGedcom(chunks)) if (entry.kind === 'individual') persons++;
    return persons;
  },
  /** The tokenizer alone: lines to record trees (what gedcom@3 produces). */
  'ours-tokenizer': async (chunks) => {
    let persons = 0;
    for await (const record of readGedcomRecords(chunks)) if (record.tag === 'INDI') persons++;
    return persons;
  },
  /** tmcw/gedcom@3, the fastest npm parser measured: needs the whole file as one string. */
  'gedcom@3': async (chunks) => {
    const root = parse(Buffer.concat(chunks).toString('utf8'));
    return root.children.filter((node) => node.type === 'INDI').length;
  },
};

const run = parsers[parser];
if (!run) throw new Error(`Unknown parser ${parser}`);
await run(chunksOf(3000)); // warm the JIT
const chunks = chunksOf(Number(target));
const megabytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0) / 2 ** 20;
const baseRss = process.memoryUsage().rss;
let peakRss = baseRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const cpu = process.cpuUsage();
const started = performance.now();
const persons = await run(chunks);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const measurement: Measurement = {
  parser,
  persons,
  megabytes: Math.round(megabytes * 10) / 10,
  ms: Math.round(ms),
  cpuMs: Math.round((used.user + used.system) / 1000),
  peakRssMb: Math.round(peakRss / 2 ** 20),
};
process.send?.(measurement);
if (!process.send) console.log(JSON.stringify(measurement));
