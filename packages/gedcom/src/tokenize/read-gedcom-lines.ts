import { AnselDecoder } from '../decode/ansel-decoder.ts';
import { describeNotGedcom, NotGedcomError } from '../decode/not-gedcom-error.ts';
import { type HeaderSniff, sniffGedcomHeader } from '../decode/sniff-gedcom-header.ts';
import type { GedcomWarning } from '../gedcom-warning.ts';
import { type GedcomLine, GedcomLineSplitter } from './split-gedcom-lines.ts';

/** A file as bytes: a Node `Readable`, a web stream's reader loop, or chunks in memory. */
export type GedcomSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

type Decoder = { decode(bytes?: Uint8Array, options?: { stream?: boolean }): string };

/**
 * Bytes decoded at a time. A line, and each value cut from it, points into the string it was
 * decoded in, so one kept value (a place, a long name) keeps that whole string alive: small
 * pieces keep what a reader holds on to small.
 */
const DECODE_BYTES = 8 * 1024;

function bytesOf(chunk: Uint8Array | string): Uint8Array {
  return typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

/**
 * Reads a GEDCOM file chunk by chunk and yields its lines in batches (one batch per chunk,
 * so the per-line cost stays synchronous). Memory holds one chunk and one partial line.
 * Throws `NotGedcomError` before any line when the file is empty or does not start with `0 HEAD`.
 */
export async function* readGedcomLines(
  source: GedcomSource,
  warn: (warning: GedcomWarning) => void,
  onHeader: (sniff: HeaderSniff) => void,
): AsyncGenerator<GedcomLine[]> {
  const splitter = new GedcomLineSplitter(warn);
  let decoder: Decoder | null = null;
  let normalize = false;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;

  const start = async (ended: boolean): Promise<string | null> => {
    const prefix = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const sniff = sniffGedcomHeader(prefix, ended);
    if (!sniff) return null;
    if (!sniff.startsWithHead) throw await describeNotGedcom(prefix, sniff.firstLine);
    for (const message of sniff.warnings) warn({ line: null, message });
    onHeader(sniff);
    decoder = sniff.encoding === 'ansel' ? new AnselDecoder() : new TextDecoder(sniff.encoding);
    normalize = sniff.encoding === 'ansel';
    pending = [];
    return decoder.decode(prefix.subarray(sniff.bomLength), { stream: !ended });
  };

  const split = (text: string, lines: GedcomLine[]) => {
    if (text.length > 0) splitter.push(normalize ? text.normalize('NFC') : text, lines);
  };
  for await (const chunk of source) {
    const bytes = bytesOf(chunk);
    const lines: GedcomLine[] = [];
    if (decoder) {
      for (let at = 0; at < bytes.byteLength; at += DECODE_BYTES)
        split((decoder as Decoder).decode(bytes.subarray(at, at + DECODE_BYTES), { stream: true }), lines);
    } else {
      pending.push(bytes);
      pendingBytes += bytes.byteLength;
      const text = await start(false);
      if (text !== null) split(text, lines);
    }
    if (lines.length > 0) yield lines;
  }
  const lines: GedcomLine[] = [];
  if (!decoder && pendingBytes === 0) throw new NotGedcomError('The file is empty.');
  const rest = decoder ? (decoder as Decoder).decode() : await start(true);
  if (rest) splitter.push(normalize ? rest.normalize('NFC') : rest, lines);
  splitter.end(lines);
  if (lines.length > 0) yield lines;
}
