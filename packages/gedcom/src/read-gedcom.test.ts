import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GedcomEntry, type GedcomIndividual, readGedcom } from './read-gedcom.ts';
import { corpusDir, externalTestdata } from './testing/corpus-dir.ts';

async function collect(source: Parameters<typeof readGedcom>[0], currentYear = 2026) {
  const entries: GedcomEntry[] = [];
  for await (const entry of readGedcom(source, { currentYear })) entries.push(entry);
  return entries;
}
const ofKind = <K extends GedcomEntry['kind']>(entries: GedcomEntry[], kind: K) =>
  entries.filter((entry): entry is Extract<GedcomEntry, { kind: K }> => entry.kind === kind);

/** Counts level-0 INDI and FAM lines straight from the bytes, without the parser. */
function countRecords(bytes: Buffer): { individuals: number; families: number } {
  const utf16 =
    bytes[0] === 0xff || bytes[1] === 0
      ? 'utf-16le'
      : bytes[0] === 0xfe || bytes[0] === 0
        ? 'utf-16be'
        : null;
  const text = new TextDecoder(utf16 ?? 'latin1').decode(bytes);
  let individuals = 0;
  let families = 0;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    if (/^0 (@[^@]+@ )?INDI$/.test(line.trimEnd())) individuals++;
    if (/^0 (@[^@]+@ )?FAM$/.test(line.trimEnd())) families++;
  }
  return { individuals, families };
}

// The external corpus (third-party files, read in place) is a conformance layer over the project's
// own fixtures (read-gedcom-fixtures.test.ts); its suites are skipped when it is absent.
const corpus = externalTestdata().gedcom;
const corpusFiles = corpus
  ? readdirSync(corpus, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ged'))
      .sort()
  : [];

describe.skipIf(!corpus)('readGedcom on the external corpus', () => {
  it('finds the corpus', () => {
    expect(corpusFiles.length).toBeGreaterThanOrEqual(79);
  });

  it.each(corpusFiles)('%s parses with person and family counts matching the file', async (name) => {
    const file = path.join(corpusDir(), name);
    const entries = await collect(createReadStream(file, { highWaterMark: 16 * 1024 }));
    const end = ofKind(entries, 'end')[0]!.summary;
    expect({ individuals: end.individuals, families: end.families }).toEqual(
      countRecords(readFileSync(file)),
    );
    expect(ofKind(entries, 'individual')).toHaveLength(end.individuals);
    expect(end.truncated).toBe(false);
  });
});

describe.skipIf(!corpus)('readGedcom on royal92.ged (ANSEL) from the external corpus', () => {
  const royal = () => readFileSync(path.join(corpusDir(), 'samples/royal92.ged'));

  it('reads it as ANSEL with every person, family and the names as written', async () => {
    const entries = await collect([royal()]);
    expect(ofKind(entries, 'header')[0]).toMatchObject({ encoding: 'ansel', declaredCharset: 'ANSEL' });
    expect(ofKind(entries, 'end')[0]!.summary).toMatchObject({ individuals: 3010, families: 1422 });
    const victoria = ofKind(entries, 'individual').find((person) => person.xref === 'I1')!;
    expect(victoria.names[0]).toMatchObject({
      given: 'Victoria',
      surname: 'Hanover',
      full: 'Victoria Hanover',
    });
    expect(victoria).toMatchObject({ sex: 'F', living: false, livingReason: 'death-event' });
  });

  it('composes ANSEL diacritics to NFC in names (royal92 with its names written in ANSEL)', async () => {
    // The corpus copy of royal92 is plain ASCII under "CHAR ANSEL"; write some of its names the
    // way an ANSEL exporter would (diacritic byte before the letter) and read them back.
    const latin1 = royal()
      .toString('latin1')
      .replaceAll('Wurttemberg', 'W\xE8urttemberg')
      .replaceAll('Rene of_', 'Ren\xE2e of_')
      .replaceAll("d'Orleans", "d'Orl\xE2eans");
    const bytes = Buffer.from(latin1, 'latin1');
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.subarray(i * 7, i * 7 + 7),
    );
    const people = ofKind(await collect(chunks), 'individual');
    const names = people.flatMap((person) => person.names.map((name) => name.full));
    expect(names).toContain('René of_Bourbon-Parma');
    expect(names).toContain("Louise Marie d'Orléans");
    expect(names).toContain('Frederick Eugene Württemberg');
    expect(people.find((person) => person.names[0]?.surname === 'Württemberg')?.names[0]?.surname).toBe(
      'Württemberg'.normalize('NFC'),
    );
    expect(names.filter((name) => name.includes('Württemberg'))).toHaveLength(
      royal()
        .toString('latin1')
        .match(/NAME [^\n]*Wurttemberg/g)!.length,
    );
  });
});

describe('readGedcom structure', () => {
  const sample = [
    '0 HEAD',
    '1 GEDC',
    '2 VERS 5.5.1',
    '1 CHAR UTF-8',
    '0 @I1@ INDI',
    '1 NAME Thomas /Morgan/',
    '1 SEX M',
    '1 BIRT',
    '2 DATE ABT 1820',
    '2 PLAC Northfield, Kent, England',
    '1 CHR',
    '2 DATE 3 MAR 1820',
    '1 OCCU Carpenter',
    '1 FAMS @F1@',
    '1 SOUR @S1@',
    '1 NOTE A note',
    '2 CONT on two lines',
    '1 NOTE @N1@',
    '1 OBJE @O1@',
    '1 OBJE',
    '2 FILE photos/thomas.jpg',
    '3 FORM jpg',
    '3 TITL Thomas',
    '0 @I2@ INDI',
    '1 NAME Mary /Smith/',
    '1 SEX F',
    '1 FAMS @F1@',
    '0 @I3@ INDI',
    '1 NAME Living /Person/',
    '1 BIRT',
    '2 DATE 1990',
    '1 FAMC @F1@',
    '2 PEDI birth',
    '0 @F1@ FAM',
    '1 HUSB @I1@',
    '1 WIFE @I2@',
    '1 CHIL @I3@',
    '1 MARR',
    '2 DATE BET 1845 AND 1846',
    '2 PLAC Northfield',
    '0 @S1@ SOUR',
    '1 TITL Parish register',
    '1 AUTH Vicar',
    '0 @N1@ NOTE Shared',
    '1 CONC  note',
    '0 @O1@ OBJE',
    '1 FILE scans/page1.png',
    '2 FORM png',
    '0 TRLR',
    '',
  ].join('\r\n');

  it('emits header, individuals, families, sources, notes and media in file order', async () => {
    const entries = await collect([sample]);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'header',
      'individual',
      'individual',
      'individual',
      'family',
      'source',
      'note',
      'media',
      'living',
      'end',
    ]);
    const thomas = entries[1] as GedcomIndividual;
    expect(thomas).toMatchObject({
      xref: 'I1',
      sex: 'M',
      familiesAsSpouse: ['F1'],
      sources: ['S1'],
      notes: ['A note\non two lines'],
      noteRefs: ['N1'],
      media: [
        { xref: 'O1', files: [] },
        { xref: null, files: [{ path: 'photos/thomas.jpg', format: 'jpg', title: 'Thomas' }] },
      ],
      living: false,
      livingReason: 'born-long-ago',
    });
    expect(
      thomas.events.map((event) => [
        event.tag,
        event.value,
        event.date?.yearMin,
        event.date?.yearMax,
        event.place,
      ]),
    ).toEqual([
      ['BIRT', null, 1815, 1825, 'Northfield, Kent, England'],
      ['CHR', null, 1820, 1820, null],
      ['OCCU', 'Carpenter', undefined, undefined, null],
    ]);
    expect(entries[3]).toMatchObject({
      xref: 'I3',
      familiesAsChild: [{ xref: 'F1', pedigree: 'birth' }],
      living: true,
    });
    expect(entries[4]).toMatchObject({ kind: 'family', husband: 'I1', wife: 'I2', children: ['I3'] });
    expect(entries[5]).toMatchObject({ kind: 'source', title: 'Parish register', author: 'Vicar' });
    expect(entries[6]).toMatchObject({ kind: 'note', xref: 'N1', text: 'Shared note' });
    expect(entries[7]).toMatchObject({
      kind: 'media',
      files: [{ path: 'scans/page1.png', format: 'png', title: null }],
    });
    // Mary has no dates; her child's birth in 1990 keeps her living, her husband's 1820 settles it.
    expect(entries[8]).toEqual({
      kind: 'living',
      xref: 'I2',
      living: false,
      livingReason: 'relatives-long-ago',
    });
  });

  it('survives malformed input with line-numbered warnings', async () => {
    const bad = [
      '0 HEAD',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '',
      '1 NAME Ann /Lee/',
      '3 SEX F',
      'this line is not GEDCOM',
      '1 BIRT',
      '2 DATE 31 FOO 1850',
      '1 SEX Q',
      '0 @F1@ FAM',
      '1 HUSB @I9@',
      '1 HUSB @I8@',
      '0 @I2@ INDI',
      '1 NAME Bob',
    ].join('\n');
    const entries = await collect([bad]);
    expect(ofKind(entries, 'warning').map(({ line, message }) => `${line}: ${message}`)).toEqual([
      '4: Blank line skipped.',
      '6: Level 3 after level 1; read as level 2.',
      '7: Not a GEDCOM line; kept as a continuation of the line before.',
      '9: Unrecognised month "FOO".',
      '10: Unknown SEX "Q".',
      '13: Second HUSB; ignored.',
      'null: The file ends without TRLR: it may be truncated.',
    ]);
    expect(ofKind(entries, 'individual').map((person) => person.names[0]?.full)).toEqual(['Ann Lee', 'Bob']);
    expect(ofKind(entries, 'end')[0]!.summary).toMatchObject({
      individuals: 2,
      families: 1,
      truncated: true,
    });
  });
});

describe('readGedcom: names, restrictions, adoptions and loops', () => {
  const file = [
    '0 HEAD',
    '1 GEDC',
    '2 VERS 7.0',
    '0 @I1@ INDI',
    '1 NAME',
    '1 NAME Ann /Lee/',
    '1 RESN CONFIDENTIAL, LOCKED',
    '0 @I2@ INDI',
    '1 NAME',
    '1 BIRT',
    '2 DATE 1900',
    '2 RESN PRIVACY',
    '0 @I3@ INDI',
    '1 FAMC @F1@',
    '1 ADOP',
    '2 FAMC @F1@',
    '3 ADOP BOTH',
    '0 @F1@ FAM',
    '1 HUSB @I2@',
    '1 WIFE @I2@',
    '1 CHIL @I3@',
    '1 RESN confidential',
    '1 MARR',
    '2 DATE 1310',
    '0 @F2@ FAM',
    '1 HUSB @I3@',
    '1 CHIL @I2@',
    '0 TRLR',
  ].join('\n');

  it('warns of empty NAMEs and leaves them out', async () => {
    const entries = await collect([file]);
    const [ann, nameless] = ofKind(entries, 'individual');
    expect(ann!.names.map((name) => name.full)).toEqual(['Ann Lee']);
    expect(nameless!.names).toEqual([]);
    expect(
      ofKind(entries, 'warning')
        .filter((w) => w.message.startsWith('Empty NAME'))
        .map((w) => w.line),
    ).toEqual([5, 9]);
  });

  it('reads RESN lists and RESN on events and families', async () => {
    const entries = await collect([file]);
    const [ann, second] = ofKind(entries, 'individual');
    expect(ann!.restrictions).toEqual(['confidential', 'locked']);
    expect(second!.events[0]).toMatchObject({ tag: 'BIRT', restrictions: ['privacy'] });
    expect(ofKind(entries, 'family')[0]!.restrictions).toEqual(['confidential']);
  });

  it('reads ADOP with FAMC as an adoption into that family', async () => {
    const entries = await collect([file]);
    expect(ofKind(entries, 'individual')[2]!.familiesAsChild).toEqual([{ xref: 'F1', pedigree: 'adopted' }]);
  });

  it('warns of a person who is their own spouse or their own ancestor', async () => {
    const messages = ofKind(await collect([file]), 'warning').map(
      ({ line, message }) => `${line}: ${message}`,
    );
    expect(messages).toContain('20: @I2@ is both HUSB and WIFE: their own spouse.');
    expect(messages).toContain("25: @I3@ is their own ancestor: the file's families make a loop.");
  });

  it('settles an undated couple from their marriage date', async () => {
    const couple = [
      '0 HEAD',
      '0 @I1@ INDI',
      '1 NAME Hugh /Despenser/',
      '0 @I2@ INDI',
      '1 NAME Eleanor /Clare/',
      '0 @I3@ INDI',
      '1 NAME Young /Despenser/',
      '0 @F1@ FAM',
      '1 HUSB @I1@',
      '1 WIFE @I2@',
      '1 CHIL @I3@',
      '1 MARR',
      '2 DATE 1306',
      '0 TRLR',
    ].join('\n');
    const settled = ofKind(await collect([couple]), 'living').map((entry) => entry.xref);
    expect(settled.sort()).toEqual(['I1', 'I2', 'I3']);
  });
});
