import type { HeaderSniff } from '../decode/sniff-gedcom-header.ts';
import type { GedcomWarning } from '../gedcom-warning.ts';
import { type GedcomSource, readGedcomLines } from './read-gedcom-lines.ts';

export { NotGedcomError } from '../decode/not-gedcom-error.ts';
export type { HeaderSniff } from '../decode/sniff-gedcom-header.ts';
export type { GedcomWarning } from '../gedcom-warning.ts';
export type { GedcomSource } from './read-gedcom-lines.ts';

/** A structure with its substructures; CONC/CONT are already joined into `value`. */
export type GedcomNode = {
  tag: string;
  /** Cross-reference id without the `@` signs (records only). */
  xref: string | null;
  /** Text payload, `@@` unescaped; '' for pointers. */
  value: string;
  /** Target id of a pointer value without `@` signs; null when not a pointer or `@VOID@`. */
  pointer: string | null;
  line: number;
  children: GedcomNode[];
};

export type ReadRecordsOptions = {
  onWarning?: (warning: GedcomWarning) => void;
  onHeader?: (sniff: HeaderSniff) => void;
};

const POINTER = /^@([^@#][^@]*)@$/;

/**
 * Streams level-0 records (HEAD first, TRLR last when present) as node trees, one record in
 * memory at a time. Never throws on bad input inside a GEDCOM file: repairs are reported through
 * `onWarning`. A file that is not GEDCOM at all (empty, no `0 HEAD`) throws `NotGedcomError`
 * before the first record.
 */
export async function* readGedcomRecords(
  source: GedcomSource,
  options: ReadRecordsOptions = {},
): AsyncGenerator<GedcomNode> {
  const warn = options.onWarning ?? (() => {});
  let version7 = false;
  let current: GedcomNode | null = null;
  let sawTrailer = false;
  const stack: GedcomNode[] = [];
  let depth = 0;
  const done: GedcomNode[] = [];

  const unescapeAt = (value: string): string => {
    if (!value.includes('@@')) return value;
    if (version7) return value.startsWith('@@') ? value.slice(1) : value;
    return value.replaceAll('@@', '@');
  };

  const onHeader = (sniff: HeaderSniff) => {
    version7 = sniff.version?.trim().startsWith('7') ?? false;
    options.onHeader?.(sniff);
  };

  for await (const batch of readGedcomLines(source, warn, onHeader)) {
    for (const line of batch) {
      if (line.tag === 'CONC' || line.tag === 'CONT') {
        const parent = line.level > 0 && line.level <= depth ? stack[line.level - 1] : undefined;
        if (!parent) {
          warn({ line: line.lineNumber, message: `${line.tag} without a line to continue; skipped.` });
          continue;
        }
        const text = unescapeAt(line.value);
        parent.value = line.tag === 'CONT' ? `${parent.value}\n${text}` : parent.value + text;
        continue;
      }
      const pointerMatch = line.value.charCodeAt(0) === 64 ? POINTER.exec(line.value) : null;
      const target = pointerMatch?.[1] ?? null;
      const node: GedcomNode = {
        tag: line.tag,
        xref: line.xref,
        value: pointerMatch ? '' : unescapeAt(line.value),
        pointer: target === null || target.toUpperCase() === 'VOID' ? null : target,
        line: line.lineNumber,
        children: [],
      };
      if (line.level === 0) {
        if (current) done.push(current);
        if (sawTrailer) warn({ line: line.lineNumber, message: 'Record after TRLR.' });
        if (line.tag === 'TRLR') sawTrailer = true;
        current = node;
        stack[0] = node;
        depth = 1;
        continue;
      }
      const parent = line.level <= depth ? stack[line.level - 1] : undefined;
      if (!parent) {
        warn({ line: line.lineNumber, message: 'Line outside any record; skipped.' });
        continue;
      }
      parent.children.push(node);
      stack[line.level] = node;
      depth = line.level + 1;
    }
    for (const record of done) yield record;
    done.length = 0;
  }
  if (current) yield current;
  if (!sawTrailer) warn({ line: null, message: 'The file ends without TRLR: it may be truncated.' });
}
