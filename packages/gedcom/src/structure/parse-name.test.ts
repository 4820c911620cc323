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
      full: 'Lt. Cmndr. Joseph Allen jr.',
      given: 'Joseph',
      surname: 'Allen',
      prefix: 'Lt. Cmndr.',
      suffix: 'jr.',
      surnamePrefix: 'de',
      nickname: 'Joe',
      type: 'birth',
    });
  });
});
