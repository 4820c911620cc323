import { describe, expect, it } from 'vitest';
import { factLabel } from '../../src/collections/trees/fact-labels.ts';

/** Every event, attribute and LDS ordinance tag of GEDCOM 5.5.1 and 7.0, written out here on purpose. */
const STANDARD_TAGS = [
  ...['ADOP', 'BAPM', 'BARM', 'BASM', 'BIRT', 'BLES', 'BURI', 'CENS', 'CHR', 'CHRA', 'CONF', 'CREM'],
  ...['DEAT', 'EMIG', 'FCOM', 'GRAD', 'IMMI', 'NATU', 'ORDN', 'PROB', 'RETI', 'WILL', 'EVEN'],
  ...['CAST', 'DSCR', 'EDUC', 'IDNO', 'NATI', 'NCHI', 'NMR', 'OCCU', 'PROP', 'RELI', 'RESI', 'SSN'],
  ...['TITL', 'FACT', 'ANUL', 'DIV', 'DIVF', 'ENGA', 'MARB', 'MARC', 'MARL', 'MARR', 'MARS'],
  ...['BAPL', 'CONL', 'ENDL', 'INIL', 'SLGC', 'SLGS'],
];

describe('factLabel', () => {
  it('gives every standard GEDCOM tag a word, never the raw tag', () => {
    const raw = STANDARD_TAGS.filter(
      (tag) => factLabel(tag, null) === tag || /^[A-Z]+$/.test(factLabel(tag, null)),
    );
    expect(raw).toEqual([]);
    expect(factLabel('CHRA', null)).toBe('Adult christening');
    expect(factLabel('NMR', null)).toBe('Number of marriages');
  });

  it('uses the TYPE of EVEN and FACT, and a vendor tag without its underscore', () => {
    expect(factLabel('EVEN', 'militia muster')).toBe('Militia muster');
    expect(factLabel('_MILT', null)).toBe('MILT');
  });
});
