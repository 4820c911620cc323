import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { corpusDir, externalTestdata } from '@society/gedcom/corpus-dir';
import type { ApiDb } from '../../src/api-db.ts';
import { importGedcom } from '../../src/collections/import/gedcom/import-gedcom.ts';
import type { ImportTarget } from '../../src/collections/import/importer.ts';

/** The external corpus, read in place (never copied into the repository): a conformance layer. */
export const CORPUS = corpusDir();
/** Whether it is there; the suites that read it are skipped when not. */
export const hasCorpus = externalTestdata().gedcom !== null;

/** Every .ged file of the corpus, relative to it (none when it is absent). */
export function corpusFiles(): string[] {
  if (!hasCorpus) return [];
  return readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ged'))
    .sort();
}

/** Level-0 INDI and FAM records (with or without an xref) counted by a plain line scan, not the parser. */
export function countRecords(bytes: Buffer): { individuals: number; families: number } {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else if (bytes[0] === 0x30 && bytes[1] === 0x00) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0x00 && bytes[1] === 0x30) text = new TextDecoder('utf-16be').decode(bytes);
  else text = bytes.toString('latin1');
  const count = (tag: string) =>
    text.match(new RegExp(`^\\s*0\\s+(?:@[^@]+@\\s+)?${tag}\\s*$`, 'gm'))?.length ?? 0;
  return { individuals: count('INDI'), families: count('FAM') };
}

export const treeTarget = (uid: string, access: ImportTarget['access'] = 'public'): ImportTarget => ({
  uid,
  title: `Tree ${uid}`,
  kind: 'family_tree',
  access,
});

export const corpusBytes = (file: string) => readFileSync(path.join(CORPUS, file));

/** Imports in-memory GEDCOM text (or bytes) in small chunks, as a stream would deliver it. */
export function importText(db: ApiDb, text: string | Buffer, uid: string) {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 4096)
    chunks.push(bytes.subarray(offset, offset + 4096));
  return importGedcom(db, Readable.from(chunks), { target: treeTarget(uid) });
}

/** One person of each living rule outcome. */
export const MORGANS = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Thomas /Morgan/',
  '1 BIRT',
  '2 DATE 1820',
  '0 @I2@ INDI',
  '1 NAME Amelia /Morgan/',
  '1 BIRT',
  '2 DATE 12 MAR 1990',
  '0 @I3@ INDI',
  '1 NAME Walter /Morgan/',
  '1 FAMC @F1@',
  '0 @I4@ INDI',
  '1 NAME Hester /Pryce/',
  '0 @I5@ INDI',
  '1 NAME Jane /Morgan/',
  '1 BIRT',
  '2 DATE 1800',
  '1 RESN privacy',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 CHIL @I3@',
  '0 TRLR',
  '',
].join('\n');
