export type GedcomEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh' | 'ansel';

export type HeaderSniff = {
  encoding: GedcomEncoding;
  /** Bytes to skip before the header: a byte-order mark, or stray NUL bytes in an 8-bit file. */
  bomLength: number;
  /** The HEAD.CHAR value as written, if any. */
  declaredCharset: string | null;
  /** HEAD.GEDC.VERS as written, if any. */
  version: string | null;
  warnings: string[];
  /** Whether the first line that is not blank is `0 HEAD`; a file without it is not GEDCOM. */
  startsWithHead: boolean;
  /** That first line that is not blank ('' when there is none). */
  firstLine: string;
};

/** How far into a file the header is looked for before falling back to defaults. */
export const HEADER_SNIFF_LIMIT = 64 * 1024;

const CHARSETS: Record<string, GedcomEncoding> = {
  ANSEL: 'ansel',
  'UTF-8': 'utf-8',
  UTF8: 'utf-8',
  // GEDCOM 5.5.1 "UNICODE" means UTF-16, but in a file without a BOM or NUL bytes it is UTF-8 mislabelled.
  UNICODE: 'utf-8',
  // ASCII files with stray high bytes almost always came from Windows.
  ASCII: 'windows-1252',
  ANSI: 'windows-1252',
  LATIN1: 'windows-1252',
  'ISO-8859-1': 'windows-1252',
  'ISO8859-1': 'windows-1252',
  CP1252: 'windows-1252',
  'WINDOWS-1252': 'windows-1252',
  'IBM WINDOWS': 'windows-1252',
  MACINTOSH: 'macintosh',
};

function byteOrder(prefix: Uint8Array): { encoding: GedcomEncoding; bomLength: number } | null {
  const [a, b, c] = prefix;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  // A GEDCOM file starts with "0 ": in UTF-16 without a BOM every other byte of it is NUL (one
  // NUL alone is a stray byte before an 8-bit header, not UTF-16).
  if (a !== undefined && a !== 0 && b === 0 && prefix[3] === 0) return { encoding: 'utf-16le', bomLength: 0 };
  if (a === 0 && b !== undefined && b !== 0 && c === 0) return { encoding: 'utf-16be', bomLength: 0 };
  return null;
}

const HEAD = /^\s*0\s+(?:@[^@]*@\s+)?HEAD\s*$/;

/**
 * Reads the character set and version from the start of a file, and whether it starts with
 * `0 HEAD` at all (decided on the first line that is not blank). Returns null when that is not
 * complete in `prefix` and more bytes may come (`ended` false, under the limit).
 */
export function sniffGedcomHeader(prefix: Uint8Array, ended: boolean): HeaderSniff | null {
  const fixed = byteOrder(prefix);
  const utf16 = fixed?.encoding.startsWith('utf-16') ?? false;
  let skip = fixed?.bomLength ?? 0;
  if (!utf16) while (prefix[skip] === 0) skip++;
  const strayNuls = skip - (fixed?.bomLength ?? 0);
  const body = prefix.subarray(skip);
  const text =
    fixed && utf16
      ? new TextDecoder(fixed.encoding).decode(body)
      : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1');
  const lines = text.split(/\r\n|\r|\n/);
  const mayGrow = !ended && prefix.byteLength < HEADER_SNIFF_LIMIT;
  if (mayGrow) lines.pop(); // the last line may be cut
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1 && mayGrow) return null;
  const firstLine = lines[first] ?? '';
  const found = { bomLength: skip, firstLine, startsWithHead: HEAD.test(firstLine) };
  if (!found.startsWithHead) return { ...resolve(fixed, null, null), ...found, warnings: [] };
  let declaredCharset: string | null = null;
  let version: string | null = null;
  let complete = false;
  let level1 = '';
  for (let index = first + 1; index < lines.length; index++) {
    const match = /^\s*(\d+)\s+(?:@[^@]*@\s+)?(\S+)(?: +(.*))?$/.exec(lines[index]!);
    if (!match) continue;
    const [, level, tag, value = ''] = match;
    if (level === '0') {
      complete = true;
      break;
    }
    if (level === '1') level1 = tag!;
    if (level === '1' && tag === 'CHAR') declaredCharset = value.trim();
    if (level === '2' && tag === 'VERS' && level1 === 'GEDC') version = value.trim();
  }
  if (!complete && mayGrow) return null;
  const sniff = { ...resolve(fixed, declaredCharset, version), ...found };
  if (strayNuls > 0)
    sniff.warnings.unshift(
      `${strayNuls} NUL ${strayNuls === 1 ? 'byte' : 'bytes'} before the header (0 HEAD) skipped.`,
    );
  return sniff;
}

function resolve(
  fixed: { encoding: GedcomEncoding; bomLength: number } | null,
  declaredCharset: string | null,
  version: string | null,
): Omit<HeaderSniff, 'startsWithHead' | 'firstLine'> {
  const warnings: string[] = [];
  if (fixed) return { ...fixed, declaredCharset, version, warnings };
  if (declaredCharset === null) {
    if (!version?.startsWith('7'))
      warnings.push('The header names no character set (CHAR); reading as UTF-8.');
    return { encoding: 'utf-8', bomLength: 0, declaredCharset, version, warnings };
  }
  const known = CHARSETS[declaredCharset.toUpperCase()];
  if (known) return { encoding: known, bomLength: 0, declaredCharset, version, warnings };
  warnings.push(`Unsupported character set "${declaredCharset}"; reading as Windows-1252.`);
  return { encoding: 'windows-1252', bomLength: 0, declaredCharset, version, warnings };
}
