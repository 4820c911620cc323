import type { PedigreeSlot, TreePersonSummary } from '@society/record-search';
import { describe, expect, it } from 'vitest';
import { lifeSpan, pedigreeColumns, relationLabel, treePersonName } from './tree-person-labels.ts';

const person = (id: number, given: string, extra: Partial<TreePersonSummary> = {}): TreePersonSummary => ({
  id,
  withheld: false,
  givenNames: given,
  surname: 'Ashby',
  name: { before: given, surname: 'Ashby', after: '' },
  sex: 'U',
  birthYearMin: null,
  birthYearMax: null,
  deathYearMin: null,
  deathYearMax: null,
  ...extra,
});
const slot = (sosa: number, p: TreePersonSummary, repeatOf: number | null = null): PedigreeSlot => ({
  sosa,
  person: p,
  repeatOf,
});

describe('tree person labels', () => {
  it('withholds a living person’s name', () => {
    expect(treePersonName(person(1, 'Zoe', { withheld: true, surname: '' }))).toBe('Living person');
    expect(treePersonName(person(1, 'George'))).toBe('George Ashby');
    expect(treePersonName(person(1, '', { surname: '', name: { before: '', surname: '', after: '' } }))).toBe(
      'Unnamed person',
    );
  });

  it('writes the name as the source does, suffix and surname prefix included', () => {
    const john = { givenNames: 'John Henry', surname: 'Smith' };
    expect(
      treePersonName(
        person(1, '', { ...john, name: { before: 'John Henry', surname: 'Smith', after: 'Jr.' } }),
      ),
    ).toBe('John Henry Smith Jr.');
    expect(
      treePersonName(
        person(1, 'Vincent', {
          surname: 'Gogh',
          name: { before: 'Vincent', surname: 'van Gogh', after: '' },
        }),
      ),
    ).toBe('Vincent van Gogh');
  });

  it('writes life spans', () => {
    expect(
      lifeSpan(
        person(1, 'G', { birthYearMin: 1790, birthYearMax: 1790, deathYearMin: 1860, deathYearMax: 1860 }),
      ),
    ).toBe('1790 – 1860');
    expect(lifeSpan(person(1, 'G', { birthYearMin: 1840, birthYearMax: 1845 }))).toBe('born 1840–1845');
    expect(lifeSpan(person(1, 'G', { deathYearMin: 1860, deathYearMax: 1860 }))).toBe('died 1860');
    expect(lifeSpan(person(1, 'G'))).toBeNull();
  });

  it('lays out a chart by generation, unknowns and collapsed lines included', () => {
    const george = person(8, 'George');
    const columns = pedigreeColumns(
      [
        slot(1, person(1, 'Alfred')),
        slot(2, person(2, 'John')),
        slot(3, person(3, 'Ellen')),
        slot(4, george),
        slot(6, george, 4),
      ],
      4,
    );
    expect(columns.map((column) => column.length)).toEqual([1, 2, 4, 8]);
    expect(columns[2]!.map((cell) => cell.kind)).toEqual(['person', 'unknown', 'person', 'unknown']);
    expect(columns[3]!.map((cell) => cell.kind)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
      'repeat-line',
      'repeat-line',
      'unknown',
      'unknown',
    ]);
  });

  it('names the relation of each Sosa number', () => {
    expect(relationLabel(1)).toBe('The person');
    expect(relationLabel(2)).toBe('Father');
    expect(relationLabel(3)).toBe('Mother');
    expect(relationLabel(5)).toBe('Father’s mother');
    expect(relationLabel(14)).toBe('Mother’s mother’s father');
  });
});
