import { describe, expect, it } from 'vitest';
import {
  giveOrTakeText,
  matchReason,
  mentionCountText,
  personName,
  recordCountText,
  resultCountText,
  yearText,
} from './record-labels.ts';

describe('record labels', () => {
  it('writes year ranges as people do', () => {
    expect(yearText(1821, 1821)).toBe('1821');
    expect(yearText(1820, 1825)).toBe('1820–1825');
    expect(yearText(null, 1825)).toBe('before 1825');
    expect(yearText(1820, null)).toBe('after 1820');
    expect(yearText(null, null)).toBeNull();
  });

  it('says "more than" a capped count and counts exactly otherwise', () => {
    expect(resultCountText({ count: 10_000, exact: false })).toBe('More than 10,000 results');
    expect(resultCountText({ count: 1, exact: true })).toBe('1 result');
    expect(mentionCountText({ count: 1204, exact: true })).toBe('1,204 mentions');
    expect(mentionCountText({ count: 1, exact: true })).toBe('1 mention');
    expect(giveOrTakeText(1)).toBe('± 1 year');
    expect(giveOrTakeText(5)).toBe('± 5 years');
    expect(mentionCountText({ count: 10_000, exact: false })).toBe('More than 10,000 mentions');
    expect(resultCountText({ count: 2345, exact: true })).toBe('2,345 results');
    expect(recordCountText(14870)).toBe('14,870 records');
  });

  it('names a person, or says the name is not recorded', () => {
    expect(personName('Mary', 'Smith')).toBe('Mary Smith');
    expect(personName(null, 'Smith')).toBe('Smith');
    expect(personName(null, null)).toBe('Name not recorded');
  });

  it('says why a result matched, naming what was searched for', () => {
    expect(matchReason('phonetic', { surname: 'Smith', surnameMatch: 'dm' })).toBe('sounds like “Smith”');
    expect(matchReason('variant', { surname: 'Smith', surnameMatch: 'variants' })).toBe(
      'a known spelling or form of “Smith”',
    );
    expect(matchReason('exact', { surname: 'Ash', surnameMatch: 'starts' })).toBe('begins with “Ash”');
    expect(matchReason('exact', { forename: 'John', surname: 'Smith' })).toBe(
      'spelled as you typed “John Smith”',
    );
  });
});
