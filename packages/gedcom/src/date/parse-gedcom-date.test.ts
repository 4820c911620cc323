import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_SPREAD, parseGedcomDate } from './parse-gedcom-date.ts';

const { about, beforeAfter } = DATE_SPREAD;
const range = (text: string) => {
  const date = parseGedcomDate(text);
  return [date.yearMin, date.yearMax, date.modifier, date.warning === null];
};

describe('parseGedcomDate', () => {
  it.each([
    ['1850', [1850, 1850, 'exact', true]],
    ['MAR 1850', [1850, 1850, 'exact', true]],
    ['12 MAR 1850', [1850, 1850, 'exact', true]],
    ['  12   mar   1850 ', [1850, 1850, 'exact', true]],
    ['ABT 1850', [1850 - about, 1850 + about, 'about', true]],
    ['Abt. 1850', [1850 - about, 1850 + about, 'about', true]],
    ['CAL 1850', [1850 - about, 1850 + about, 'calculated', true]],
    ['EST 3 JUN 1850', [1850 - about, 1850 + about, 'estimated', true]],
    ['BEF 1850', [1850 - beforeAfter, 1850, 'before', true]],
    ['AFT 1850', [1850, 1850 + beforeAfter, 'after', true]],
    ['BET 1850 AND 1855', [1850, 1855, 'between', true]],
    ['BET JAN 1850 AND 2 FEB 1851', [1850, 1851, 'between', true]],
    ['FROM 1850 TO 1860', [1850, 1860, 'period', true]],
    ['FROM 1850', [1850, 1850 + beforeAfter, 'from', true]],
    ['TO 1860', [1860 - beforeAfter, 1860, 'to', true]],
    ['1720/21', [1720, 1721, 'exact', true]],
    ['11 FEB 1699/00', [1699, 1700, 'exact', true]],
    ['ABT 1720/21', [1720 - about, 1721 + about, 'about', true]],
    ['44 B.C.', [-44, -44, 'exact', true]],
    ['15 MAR 44 BCE', [-44, -44, 'exact', true]],
    ['BET 100 B.C. AND 50 B.C.', [-100, -50, 'between', true]],
    ['@#DJULIAN@ 5 OCT 1582', [1582, 1582, 'exact', true]],
    ['JULIAN 5 OCT 1582', [1582, 1582, 'exact', true]],
    ['@#DHEBREW@ 1 TSH 5600', [1839, 1839, 'exact', true]],
    ['HEBREW NSN 5600', [1840, 1840, 'exact', true]],
    ['@#DFRENCH R@ 1 VEND 2', [1793, 1793, 'exact', true]],
    ['FRENCH_R GERM 2', [1794, 1794, 'exact', true]],
    ['FRENCH_R 2', [1793, 1794, 'exact', true]],
    ['INT 1850 (about the time of the famine)', [1850, 1850, 'interpreted', true]],
    ['(stillborn)', [null, null, 'phrase', true]],
    ['Q1 1850', [1850, 1850, 'quarter', true]],
    ['1Q 1850', [1850, 1850, 'quarter', true]],
    ['Mar Q 1850', [1850, 1850, 'quarter', true]],
    ['MAR QTR 1850', [1850, 1850, 'quarter', true]],
    ['Jun Quarter 1850', [1850, 1850, 'quarter', true]],
    ['1850 Q3', [1850, 1850, 'quarter', true]],
    ['', [null, null, null, true]],
  ] as const)('%s', (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it('keeps the text as written and the phrase', () => {
    expect(parseGedcomDate('INT 1850 (about the time of the famine)')).toMatchObject({
      text: 'INT 1850 (about the time of the famine)',
      phrase: 'about the time of the famine',
      calendar: 'gregorian',
    });
  });

  it.each([
    ['1850-1860', [1850, 1860, 'between', false]],
    ['28 Jan 1456-1457', [1456, 1457, 'exact', true]],
    ['1850?', [1850 - about, 1850 + about, 'about', false]],
    ['1850s', [1850, 1859, 'exact', false]],
    ['12/03/1850', [1850, 1850, 'exact', false]],
    ['1850-03-12', [1850, 1850, 'exact', false]],
    ['January 12, 1850', [1850, 1850, 'exact', false]],
    ['circa 1850', [1850 - about, 1850 + about, 'about', true]],
    ['BET 1860 AND 1850', [1850, 1860, 'between', false]],
    ['1701/99', [1701, 1701, 'exact', false]],
  ] as const)('tolerates %s with a warning where it is not GEDCOM', (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it.each([
    '<unknown>',
    'Deceased',
    '32 JAN 1850',
    '12 1850',
    'FOO 1850',
    'ROMAN 28',
    '_UNKNOWN 8 _MONTH 3',
    'BET 1850',
  ])('gives no range and a warning for %s', (text) => {
    const date = parseGedcomDate(text);
    expect([date.yearMin, date.yearMax]).toEqual([null, null]);
    expect(date.warning).toEqual(expect.any(String));
  });

  it('never throws and always gives min ≤ max or no range (any string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const date = parseGedcomDate(text);
        if (date.yearMin === null) expect(date.yearMax).toBeNull();
        else expect(date.yearMin).toBeLessThanOrEqual(date.yearMax!);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on strings built from the date vocabulary', () => {
    const word = fc.constantFrom(
      ...[
        'ABT',
        'BEF',
        'AFT',
        'BET',
        'AND',
        'FROM',
        'TO',
        'INT',
        'CAL',
        'EST',
        'B.C.',
        'BCE',
        'JAN',
        'FEB',
        'TSH',
      ],
      ...[
        'VEND',
        '@#DJULIAN@',
        '@#DHEBREW@',
        'JULIAN',
        'FRENCH_R',
        'Q1',
        'QTR',
        '(',
        ')',
        '/',
        '?',
        '-',
        '0',
      ],
      ...['1', '12', '31', '32', '1850', '1720/21', '99999999999999999999', '_MONTH', ''],
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const date = parseGedcomDate(words.join(' '));
        expect(date.yearMin === null || date.yearMin <= date.yearMax!).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
