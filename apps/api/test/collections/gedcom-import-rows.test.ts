import { type GedcomIndividual, readGedcom } from '@society/gedcom';
import { describe, expect, it } from 'vitest';
import { personRow } from '../../src/collections/import/gedcom/gedcom-rows.ts';
import { placeLevels } from '../../src/collections/import/gedcom/place-ids.ts';

async function individual(lines: string[]): Promise<GedcomIndividual> {
  const text = ['0 HEAD', '1 CHAR UTF-8', '0 @I1@ INDI', ...lines, '0 TRLR', ''].join('\n');
  for await (const entry of readGedcom([text])) if (entry.kind === 'individual') return entry;
  throw new Error('no individual');
}

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
    );
    expect(row).toMatchObject({ birth: { min: 1785, max: 1795 }, found: { min: 1785, max: 1795 } });
    expect(row.names).toEqual([{ surname: 'Lee', forename: 'Ann' }]);
  });

  it('keeps a RESN privacy person private, and drops years a smallint cannot hold', async () => {
    const row = personRow(await individual(['1 NAME Ann /Lee/', '1 BIRT', '2 DATE 99999', '1 RESN privacy']));
    expect(row).toMatchObject({ living: true, birth: { min: null, max: null } });
    expect(row.details).toMatchObject({ private: true, restrictions: ['privacy'] });
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
