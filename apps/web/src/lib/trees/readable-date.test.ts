import { describe, expect, it } from 'vitest';
import { readableDate } from './readable-date.ts';

describe('readableDate', () => {
  it.each([
    ['20 AUG 1894', '20 August 1894'],
    ['AUG 1894', 'August 1894'],
    ['1894', '1894'],
    ['ABT 1850', 'about 1850'],
    ['BEF 3 MAR 1790', 'before 3 March 1790'],
    ['BET 1840 AND 1845', 'between 1840 and 1845'],
    ['FROM 1801 TO 1805', 'from 1801 to 1805'],
    ['@#DJULIAN@ 11 FEB 1731/32', '@#DJULIAN@ 11 February 1731/32'],
    ['Summer, see notes', 'Summer, see notes'],
  ])('%s', (text, expected) => {
    expect(readableDate(text)).toBe(expected);
  });
});
