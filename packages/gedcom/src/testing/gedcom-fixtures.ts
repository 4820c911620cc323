import type { GedcomEncoding } from '../decode/sniff-gedcom-header.ts';

/**
 * The project's own GEDCOM fixtures: one small family written in every character set, byte-order
 * mark and line ending the reader handles. Made here, byte by byte, so the tests need no outside
 * files. Each decodes to the same people, place and note (`FIXTURE_FAMILY`).
 */
export type GedcomFixture = { name: string; bytes: Buffer; encoding: GedcomEncoding; charset: string | null };

/** What every fixture holds, as the reader must give it back (NFC). */
export const FIXTURE_FAMILY = {
  names: ['Zoë Ørsted', 'François Lefèvre', 'Señor Muñoz'],
  place: 'Åbenrå',
  note: 'Born at home; see the parish register.\nSecond line: £ 漢字 𒍅',
  /** The note in the 8-bit character sets, which have no CJK or cuneiform. */
  eightBitNote: 'Born at home; see the parish register.\nSecond line: £',
  individuals: 3,
  families: 1,
} as const;

function familyLines(charset: string | null, unicode: boolean): string[] {
  return [
    '0 HEAD',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    ...(charset ? [`1 CHAR ${charset}`] : []),
    '0 @I1@ INDI',
    '1 NAME Zoë /Ørsted/',
    '1 SEX F',
    '1 BIRT',
    '2 DATE 12 MAR 1850',
    '2 PLAC Åbenrå',
    '1 FAMS @F1@',
    '0 @I2@ INDI',
    '1 NAME François /Lefèvre/',
    '1 SEX M',
    '1 FAMS @F1@',
    '0 @I3@ INDI',
    '1 NAME Señor /Muñoz/',
    '1 FAMC @F1@',
    '1 NOTE Born at home; see the parish re',
    '2 CONC gister.',
    `2 CONT Second line: £${unicode ? ' 漢字 𒍅' : ''}`,
    '0 @F1@ FAM',
    '1 HUSB @I2@',
    '1 WIFE @I1@',
    '1 CHIL @I3@',
    '0 TRLR',
  ];
}

/** The letters the fixtures use, in the two 8-bit sets Node cannot encode: ANSEL puts the mark first. */
const ANSEL: Record<string, number[]> = {
  ë: [0xe8, 0x65],
  è: [0xe1, 0x65],
  Ø: [0xa2],
  Å: [0xea, 0x41],
  å: [0xea, 0x61],
  ç: [0xf0, 0x63],
  ñ: [0xe4, 0x6e],
  '£': [0xb9],
};
const MAC_ROMAN: Record<string, number> = {
  ë: 0x91,
  è: 0x8f,
  Ø: 0xaf,
  Å: 0x81,
  å: 0x8c,
  ç: 0x8d,
  ñ: 0x96,
  '£': 0xa3,
};

function encode8bit(text: string, table: Record<string, number | number[]>): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const mapped = table[char];
    if (mapped !== undefined) bytes.push(...[mapped].flat());
    else if (char.charCodeAt(0) < 0x80) bytes.push(char.charCodeAt(0));
    else throw new Error(`No byte for ${char} in this fixture's table.`);
  }
  return Buffer.from(bytes);
}

const EOL = { lf: '\n', crlf: '\r\n', cr: '\r' } as const;
type Eol = keyof typeof EOL;

function fixture(
  encoding: GedcomEncoding,
  options: { charset: string | null; eol: Eol; bom?: boolean; label?: string },
): GedcomFixture {
  const unicode = encoding.startsWith('utf');
  const text = familyLines(options.charset, unicode).join(EOL[options.eol]) + EOL[options.eol];
  let bytes: Buffer;
  if (encoding === 'utf-8') bytes = Buffer.from(`${options.bom ? '\uFEFF' : ''}${text}`, 'utf8');
  else if (encoding === 'utf-16le') bytes = Buffer.from(`${options.bom ? '\uFEFF' : ''}${text}`, 'utf16le');
  else if (encoding === 'utf-16be')
    bytes = Buffer.from(`${options.bom ? '\uFEFF' : ''}${text}`, 'utf16le').swap16();
  else if (encoding === 'windows-1252') bytes = Buffer.from(text, 'latin1');
  else if (encoding === 'macintosh') bytes = encode8bit(text, MAC_ROMAN);
  else bytes = encode8bit(text, ANSEL);
  const name = `${options.label ?? encoding}${options.bom ? '-bom' : ''}-${options.eol}`;
  return { name, bytes, encoding, charset: options.charset };
}

/** Every character set × byte-order mark × line ending case, each a complete small file. */
export function gedcomFixtures(): GedcomFixture[] {
  return [
    fixture('utf-8', { charset: 'UTF-8', eol: 'lf' }),
    fixture('utf-8', { charset: 'UTF-8', eol: 'crlf', bom: true }),
    fixture('utf-8', { charset: 'UTF-8', eol: 'cr' }),
    fixture('utf-16le', { charset: 'UNICODE', eol: 'crlf', bom: true }),
    fixture('utf-16be', { charset: 'UNICODE', eol: 'lf', bom: true }),
    fixture('utf-16le', { charset: 'UNICODE', eol: 'lf', label: 'utf-16le-no-bom' }),
    fixture('utf-16be', { charset: 'UNICODE', eol: 'crlf', label: 'utf-16be-no-bom' }),
    fixture('ansel', { charset: 'ANSEL', eol: 'crlf' }),
    fixture('ansel', { charset: 'ANSEL', eol: 'cr', label: 'ansel-mac-line-ends' }),
    fixture('windows-1252', { charset: 'ANSI', eol: 'crlf' }),
    fixture('windows-1252', { charset: 'WINDOWS-1252', eol: 'lf', label: 'windows-1252-named' }),
    fixture('macintosh', { charset: 'MACINTOSH', eol: 'cr' }),
  ];
}

/** `@` escapes as GEDCOM 5.5.1 writes them (every `@@` is one `@`), with CONC and CONT. */
export const ESCAPES_551 = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @N1@ NOTE @@ two leading',
  '0 @N2@ NOTE doubled @@ internal',
  '0 @N3@ NOTE @@ at front and',
  '1 CONC  @@ after CONC and',
  '1 CONT @@ after CONT.',
  '0 @N4@ NOTE mail me@@example.org',
  '0 TRLR',
  '',
].join('\n');

/** GEDCOM 7.0: only a leading `@@` is an escape; pointers, `@VOID@` and the 7.0 structures. */
export const GEDCOM_70 = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 7.0',
  '1 SCHMA',
  '2 TAG _SKYPEID http://xmlns.com/foaf/0.1/skypeID',
  '0 @N1@ SNOTE @@ one leading',
  '0 @N2@ SNOTE doubled @@ internal stays two',
  '0 @I1@ INDI',
  '1 NAME John /Smith/',
  '1 NOTE me@example.org wrote this.',
  '2 CONT @@me is a handle; @@@@ inside stays four.',
  '1 FAMS @VOID@',
  '1 FAMS @F1@',
  '1 FAMC @VOID@',
  '1 SNOTE @N1@',
  '1 _SKYPEID john.smith',
  '0 @I2@ INDI',
  '1 NAME Jane /Doe/',
  '1 FAMS @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '0 TRLR',
  '',
].join('\n');
