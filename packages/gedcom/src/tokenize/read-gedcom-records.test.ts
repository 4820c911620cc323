import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { corpusDir, externalTestdata } from '../testing/corpus-dir.ts';
import { ESCAPES_551, GEDCOM_70 } from '../testing/gedcom-fixtures.ts';
import {
  type GedcomNode,
  type GedcomWarning,
  NotGedcomError,
  readGedcomRecords,
} from './read-gedcom-records.ts';

async function records(source: Iterable<Uint8Array | string>) {
  const warnings: GedcomWarning[] = [];
  const list: GedcomNode[] = [];
  for await (const record of readGedcomRecords(source, { onWarning: (warning) => warnings.push(warning) })) {
    list.push(record);
  }
  return { list, warnings };
}
const corpusFile = (name: string) => readFileSync(path.join(corpusDir(), name));
const byXref = (list: GedcomNode[]) => new Map(list.map((record) => [record.xref, record]));

/** A ZIP archive holding one uncompressed file, as a GEDZIP file's first entry is laid out. */
function storedZip(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

describe('readGedcomRecords', () => {
  it('joins CONC directly and CONT with a line break', async () => {
    const { list } = await records([
      '0 HEAD\n1 CHAR UTF-8\n0 @N1@ NOTE First pa\n1 CONC rt\n1 CONT second line\n1 CONT\n1 CONC  third\n0 TRLR\n',
    ]);
    expect(list[1]!.value).toBe('First part\nsecond line\n third');
  });

  it('unescapes every @@ in GEDCOM 5.5.1 and only a leading @@ in 7.0', async () => {
    const five = byXref((await records([ESCAPES_551])).list);
    expect(five.get('N1')!.value).toBe('@ two leading');
    expect(five.get('N2')!.value).toBe('doubled @ internal');
    expect(five.get('N3')!.value).toBe('@ at front and @ after CONC and\n@ after CONT.');
    expect(five.get('N4')!.value).toBe('mail me@example.org');
    const seven = byXref((await records([GEDCOM_70])).list);
    expect(seven.get('N1')!.value).toBe('@ one leading');
    expect(seven.get('N2')!.value).toBe('doubled @@ internal stays two');
    expect(seven.get('I1')!.children[1]!.value).toBe(
      'me@example.org wrote this.\n@me is a handle; @@@@ inside stays four.',
    );
  });

  it('reads GEDCOM 7.0 pointers, @VOID@ as no pointer, and extension tags declared in SCHMA', async () => {
    const { list, warnings } = await records([GEDCOM_70]);
    expect(warnings).toEqual([]);
    const john = byXref(list).get('I1')!;
    expect(john.children.map((child) => [child.tag, child.pointer])).toEqual([
      ['NAME', null],
      ['NOTE', null],
      ['FAMS', null],
      ['FAMS', 'F1'],
      ['FAMC', null],
      ['SNOTE', 'N1'],
      ['_SKYPEID', null],
    ]);
  });

  it('decodes a file fed one byte at a time (multi-byte characters and CRLF across chunks)', async () => {
    const text = '\uFEFF0 HEAD\r\n1 CHAR UTF-8\r\n0 @I1@ INDI\r\n1 NAME Zoë /Ørsted/\r\n0 TRLR\r\n';
    const bytes = Buffer.from(text, 'utf8');
    const { list, warnings } = await records([...bytes].map((byte) => Uint8Array.of(byte)));
    expect(warnings).toEqual([]);
    expect(list[1]!.children[0]!.value).toBe('Zoë /Ørsted/');
  });

  it('reads one large chunk like many small ones (UTF-8 and UTF-16 characters cut at every decoding step)', async () => {
    const people = Array.from(
      { length: 3_000 },
      (_, n) =>
        `0 @I${n}@ INDI\r\n1 NAME Zoë ${'ø'.repeat(n % 5)} /Ørsted 漢字 👩‍👩‍👧/\r\n1 NOTE ${'é'.repeat(n % 13)}\r\n`,
    ).join('');
    const text = `\uFEFF0 HEAD\r\n1 CHAR UTF-8\r\n${people}0 TRLR\r\n`;
    for (const encoding of ['utf8', 'utf16le'] as const) {
      const bytes = Buffer.from(text, encoding);
      const whole = await records([bytes]);
      const small = await records(
        Array.from({ length: Math.ceil(bytes.length / 777) }, (_, i) =>
          bytes.subarray(i * 777, (i + 1) * 777),
        ),
      );
      expect(whole.warnings).toEqual([]);
      expect(whole.list).toHaveLength(3_002);
      expect(whole.list[2_001]!.children[0]!.value).toBe(`Zoë ${'ø'.repeat(2_000 % 5)} /Ørsted 漢字 👩‍👩‍👧/`);
      expect(whole.list).toEqual(small.list);
    }
  });

  it('ends a truncated file cleanly: the partial record is kept and a warning says so', async () => {
    const { list, warnings } = await records(['0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Ann /Lee/\n1 BI']);
    expect(list.map((record) => record.tag)).toEqual(['HEAD', 'INDI']);
    expect(list[1]!.children.map((child) => child.tag)).toEqual(['NAME', 'BI']);
    expect(warnings).toEqual([{ line: null, message: 'The file ends without TRLR: it may be truncated.' }]);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'The file is empty.'],
    ['blank lines', Buffer.from('\r\n  \n\n'), 'The file is empty.'],
    ['a gzipped GEDCOM', gzipSync('0 HEAD\n1 CHAR UTF-8\n0 TRLR\n'), 'it looks like a gzip file'],
    ['a GEDZIP archive', storedZip('gedcom.ged', '0 HEAD\n0 TRLR\n'), 'it looks like a ZIP archive'],
    [
      'Gramps XML',
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?>\n<database xmlns="http://gramps-project.org/xml/1.7.1/">\n',
      ),
      'it looks like an XML file',
    ],
    [
      'a PNG image',
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
      'it looks like a PNG image',
    ],
    ['random bytes', Buffer.from([0, 1, 2, 255, 254, 10, 13, 64, 64]), 'binary data, not text'],
    ['a CSV file', Buffer.from('Surname,Forename\nSmith,John\n'), 'no GEDCOM header'],
  ])('refuses %s, saying what it is, before any record', async (_name, bytes, message) => {
    const read = records(bytes.length > 0 ? [bytes.subarray(0, 3), bytes.subarray(3)] : []);
    await expect(read).rejects.toBeInstanceOf(NotGedcomError);
    await expect(read).rejects.toThrow(message);
  });

  it('skips NUL bytes before 0 HEAD: the file reads as it would without them', async () => {
    const text = '0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Ann /Lee/\n0 TRLR\n';
    const clean = await records([text]);
    for (const before of [Buffer.from([0]), Buffer.from([0, 0, 0])]) {
      const { list, warnings } = await records([Buffer.concat([before, Buffer.from(text)])]);
      expect(list).toEqual(clean.list);
      expect(warnings).toEqual([
        {
          line: null,
          message: `${before.length} NUL ${before.length === 1 ? 'byte' : 'bytes'} before the header (0 HEAD) skipped.`,
        },
      ]);
    }
  });

  it('drops NUL characters inside values with a warning on their line, whatever the chunking', async () => {
    const text = '0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Ann\u0000 /Lee/\n1 NOTE a\u0000\u0000b\n0 TRLR\n';
    const bytes = Buffer.from(text, 'utf8');
    for (const chunks of [[bytes], [...bytes].map((byte) => Uint8Array.of(byte))]) {
      const { list, warnings } = await records(chunks);
      expect(list[1]!.children.map((child) => child.value)).toEqual(['Ann /Lee/', 'ab']);
      expect(warnings).toEqual([
        { line: 4, message: 'A NUL character removed from the line.' },
        { line: 5, message: '2 NUL characters removed from the line.' },
      ]);
    }
  });
});

/** The third-party conformance files, when present (see corpus-dir.ts); the fixtures above prove the same rules. */
describe.skipIf(!externalTestdata().gedcom)('readGedcomRecords on the external GEDCOM corpus', () => {
  it('unescapes every @@ in GEDCOM 5.5.1 and only a leading @@ in 7.0', async () => {
    const five = byXref((await records([corpusFile('gedcom7code-5/atsign.ged')])).list);
    expect(five.get('N03')!.value).toBe('@ two leading');
    expect(five.get('N05')!.value).toBe('doubled @ internal');
    expect(five.get('N19')!.value).toBe(
      '@ at at front and @ at after CONC and \n@ at after CONT and @ inside CONT too.',
    );
    const seven = byXref((await records([corpusFile('gedcom70/escapes.ged')])).list);
    expect(seven.get('N01')!.value).toBe('@ one leading');
    expect(seven.get('N05')!.value).toBe('doubled @@ internal has two @ characters, not escaped');
    expect(seven.get('I1')!.children[1]!.value).toBe(
      'me@example.com is an example email address.\n@me and @I are example social media handles.\n@@@@ has four @ characters where only the first is escaped.',
    );
  });

  it('reads pointers without @ signs and @VOID@ as no pointer', async () => {
    const { list } = await records([corpusFile('gedcom70/voidptr.ged')]);
    const john = byXref(list).get('I1')!;
    expect(john.children.map((child) => [child.tag, child.pointer])).toEqual([
      ['NAME', null],
      ['FAMS', null],
      ['FAMS', 'F1'],
      ['FAMC', null],
    ]);
  });

  it.each([
    'char_utf8-1.ged',
    'char_utf8-2.ged',
    'char_utf8-3.ged',
    'char_utf16le-1.ged',
    'char_utf16le-2.ged',
    'char_utf16be-1.ged',
    'char_utf16be-2.ged',
  ])('decodes %s (5.5.1 and 7.0 versions) with its symbols intact', async (name) => {
    for (const folder of ['gedcom7code-5', 'gedcom7code-7']) {
      const { list, warnings } = await records([corpusFile(`${folder}/${name}`)]);
      expect(warnings).toEqual([]);
      const note = list.flatMap((record) => record.children).find((child) => child.tag === 'NOTE');
      expect(note?.value).toMatch(/: ¶ ☺ 𒍅$/u);
      expect(byXref(list).get('1')?.children[0]?.value).toBe('Luther Tychonievich');
    }
  });
});
