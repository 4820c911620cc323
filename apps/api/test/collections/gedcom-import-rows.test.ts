import { type GedcomIndividual, readGedcom } from '@society/gedcom';
import { describe, expect, it } from 'vitest';
import { personRow } from '../../src/collections/import/gedcom/gedcom-rows.ts';
import { placeLevels } from '../../src/collections/import/gedcom/place-ids.ts';

async function individual(lines: string[]): Promise<GedcomIndividual> {
  const text = ['0 HEAD', '1 CHAR UTF-8', '0 @I1@ INDI', ...lines, '0 TRLR', ''].join('\n');
  for await (const entry of readGedcom([text])) if (entry.kind === 'individual') return entry;
  throw new Error('no individual');
}

const noWarnings = (line: number, message: string) => {
  throw new Error(`unexpected warning ${line}: ${message}`);
};

describe('personRow', () => {
  it('dates a birth by the christening when the birth has only a place', async () => {
    const row = personRow(
      await individual([
        '1 NAME Ann /Lee/',
        '1 BIRT',
        '2 PLAC Ash, Kent, England',
        '1 CHR',
        '2 DATE ABT 1790',
      ]),
      noWarnings,
    );
    expect(row).toMatchObject({ birth: { min: 1785, max: 1795 }, found: { min: 1785, max: 1795 } });
    expect(row.names).toEqual([{ surname: 'Lee', forename: 'Ann' }]);
  });

  it('keeps a RESN privacy person private, and drops years a smallint cannot hold', async () => {
    const row = personRow(
      await individual(['1 NAME Ann /Lee/', '1 BIRT', '2 DATE 99999', '1 RESN privacy']),
      noWarnings,
    );
    expect(row).toMatchObject({ living: true, birth: { min: null, max: null } });
    expect(row.details).toMatchObject({ private: true, restrictions: ['privacy'] });
  });
});

describe('personRow: names and private events', () => {
  it('keeps the name as written, indexes the pieces and the prefixed surname', async () => {
    const row = personRow(
      await individual([
        '1 NAME John Henry /van Smith/ Jr.',
        '2 GIVN John, Henry',
        '2 SPFX van',
        '2 SURN Smith',
      ]),
      noWarnings,
    );
    expect(row).toMatchObject({
      givenNames: 'John Henry',
      surname: 'Smith',
      writtenName: 'John Henry /van Smith/ Jr.',
    });
    expect(row.names).toEqual([
      { surname: 'Smith', forename: 'John Henry' },
      { surname: 'van Smith', forename: 'John Henry' },
    ]);
  });

  it('indexes a cut form of a name too long for the dictionary, with a warning', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Name${i}`).join(' ');
    const warnings: string[] = [];
    const row = personRow(await individual([`1 NAME ${long} /Lee/`]), (line, message) =>
      warnings.push(`${line}: ${message}`),
    );
    const forename = row.names[0]?.forename ?? '';
    expect(forename.length).toBeLessThanOrEqual(200);
    expect(long.startsWith(forename)).toBe(true);
    expect(long.charAt(forename.length)).toBe(' ');
    expect(warnings).toEqual([expect.stringMatching(/^3: Name "Name0 .*longer than 200 characters/)]);
  });

  it('keeps a private birth (RESN on the event) out of the years and the search place', async () => {
    const row = personRow(
      await individual([
        '1 NAME Ann /Lee/',
        '1 BIRT',
        '2 DATE 1850',
        '2 PLAC Ash',
        '2 RESN confidential',
        '1 DEAT',
        '2 DATE 1910',
      ]),
      noWarnings,
    );
    expect(row).toMatchObject({
      birth: { min: null },
      found: { min: 1910 },
      foundPlace: null,
      living: false,
    });
    expect((row.details.events as { private?: boolean }[])[0]).toMatchObject({ tag: 'BIRT', private: true });
  });

  it('makes a person private by a RESN list of GEDCOM 7', async () => {
    const row = personRow(
      await individual(['1 NAME Ann /Lee/', '1 BIRT', '2 DATE 1800', '1 RESN CONFIDENTIAL, LOCKED']),
      noWarnings,
    );
    expect(row).toMatchObject({ living: true, details: { private: true } });
  });
});

describe('placeLevels', () => {
  it('counts jurisdictions from the right: country, county, parish, then place', () => {
    expect(placeLevels('Ash,  Kent , England').map((l) => [l.kind, l.name])).toEqual([
      ['country', 'England'],
      ['county', 'Kent'],
      ['parish', 'Ash'],
    ]);
    expect(placeLevels(', , Kent, England').map((l) => l.kind)).toEqual(['country', 'county']);
    expect(placeLevels('London').map((l) => l.kind)).toEqual(['place']);
    expect(placeLevels('Kent, England')[1]?.key).toBe(placeLevels('Ash, Kent, England')[1]?.key);
  });
});
