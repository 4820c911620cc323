import { describe, expect, it } from 'vitest';
import type { GedcomNode } from '../tokenize/read-gedcom-records.ts';
import { parseName } from './parse-name.ts';

const node = (value: string, children: [string, string][] = []): GedcomNode => ({
  tag: 'NAME',
  xref: null,
  value,
  pointer: null,
  line: 1,
  children: children.map(([tag, text]) => ({
    tag,
    xref: null,
    value: text,
    pointer: null,
    line: 2,
    children: [],
  })),
});

describe('parseName', () => {
  it('splits given name, /surname/ and suffix', () => {
    expect(parseName(node('John Henry /Smith/ Jr.'))).toMatchObject({
      full: 'John Henry Smith Jr.',
      given: 'John Henry',
      surname: 'Smith',
      suffix: 'Jr.',
    });
  });

  it('handles a surname first, a missing closing slash, no surname and an empty one', () => {
    expect(parseName(node('/Wang/ Wei'))).toMatchObject({ given: null, surname: 'Wang', suffix: 'Wei' });
    expect(parseName(node('Mary /Jones'))).toMatchObject({ given: 'Mary', surname: 'Jones' });
    expect(parseName(node('Mary'))).toMatchObject({ given: 'Mary', surname: null, full: 'Mary' });
    expect(parseName(node('Ludwig_IX of_Hesse- Darmstadt//'))).toMatchObject({
      given: 'Ludwig_IX of_Hesse- Darmstadt',
      surname: null,
    });
  });

  it('lets the NAME substructures win and reads TYPE', () => {
    expect(
      parseName(
        node('Lt. Cmndr. Joseph /Allen/ jr.', [
          ['NPFX', 'Lt. Cmndr.'],
          ['GIVN', 'Joseph'],
          ['NICK', 'Joe'],
          ['SPFX', 'de'],
          ['SURN', 'Allen'],
          ['NSFX', 'jr.'],
          ['TYPE', 'BIRTH'],
        ]),
      ),
    ).toEqual({
      // SPFX de is not in the NAME value: the written name gets it where it belongs.
      full: 'Lt. Cmndr. Joseph de Allen jr.',
      written: { before: 'Lt. Cmndr. Joseph', surname: 'de Allen', after: 'jr.' },
      given: 'Joseph',
      surname: 'Allen',
      prefix: 'Lt. Cmndr.',
      suffix: 'jr.',
      surnamePrefix: 'de',
      nickname: 'Joe',
      type: 'birth',
    });
  });

  it('shows the NAME as written and keeps the pieces for indexing', () => {
    const john = parseName(
      node('John Henry /Smith/ Jr.', [
        ['GIVN', 'John, Henry'],
        ['SURN', 'Smith'],
        ['NSFX', 'Jr.'],
      ]),
    );
    expect(john).toMatchObject({
      full: 'John Henry Smith Jr.',
      written: { before: 'John Henry', surname: 'Smith', after: 'Jr.' },
      given: 'John Henry',
      surname: 'Smith',
      suffix: 'Jr.',
    });
    // NAME words GIVN leaves out stay in the written name; GIVN alone is indexed.
    expect(parseName(node('William Ernest /Hall/', [['GIVN', 'William']]))).toMatchObject({
      full: 'William Ernest Hall',
      given: 'William',
    });
  });

  it('keeps surname prefixes and suffixes the pieces give', () => {
    expect(
      parseName(
        node('Jean /Arcy/', [
          ['SPFX', "d'"],
          ['SURN', 'Arcy'],
        ]),
      ),
    ).toMatchObject({
      full: "Jean d'Arcy",
      written: { surname: "d'Arcy" },
      surname: 'Arcy',
      surnamePrefix: "d'",
    });
    expect(parseName(node('Vincent /van Gogh/', [['SPFX', 'van']]))).toMatchObject({
      full: 'Vincent van Gogh',
      surname: 'Gogh',
    });
    expect(parseName(node('John /Smith/', [['NSFX', 'III']]))).toMatchObject({
      written: { before: 'John', surname: 'Smith', after: 'III' },
    });
    expect(
      parseName(
        node('', [
          ['GIVN', 'Ann'],
          ['SURN', 'Lee'],
        ]),
      ),
    ).toMatchObject({
      full: 'Ann Lee',
      written: { before: 'Ann', surname: 'Lee', after: '' },
    });
  });

  it('answers an empty name for an empty NAME', () => {
    expect(parseName(node(''))).toMatchObject({ full: '', given: null, surname: null });
    expect(parseName(node(' // '))).toMatchObject({ full: '', given: null, surname: null });
  });
});
