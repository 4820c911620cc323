import { describe, expect, it } from 'vitest';
import {
  AFTER_MAX_LENGTH,
  parseRecordSearchQuery,
  serialiseRecordSearchQuery,
} from './record-search-query.ts';

const parse = (query: string) => {
  const parsed = parseRecordSearchQuery(query);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
};
const message = (query: string) => {
  const parsed = parseRecordSearchQuery(query);
  return parsed.success ? null : parsed.message;
};

describe('parseRecordSearchQuery', () => {
  it('reads every field and writes them back in canonical order', () => {
    const query = parse(
      '?type=burial&type=baptism&year=1851&year_range=5&surname=%20Smith%20&forename=John+William&forename_match=initials&collection=kent-baptisms&place=Canterbury&county=KEN&sort=year&per_page=50&after=abc',
    );
    expect(query).toMatchObject({
      surname: 'Smith',
      surnameMatch: 'variants',
      forename: 'John William',
      forenameMatch: 'initials',
      year: 1851,
      yearRange: 5,
      type: ['baptism', 'burial'],
      perPage: 50,
    });
    expect(serialiseRecordSearchQuery(query)).toBe(
      'surname=Smith&forename=John+William&forename_match=initials&year=1851&year_range=5&place=Canterbury&county=KEN&type=baptism&type=burial&collection=kent-baptisms&sort=year&per_page=50&after=abc',
    );
    expect(serialiseRecordSearchQuery(query, { paging: false })).not.toMatch(/after|per_page/);
  });

  it('round-trips: parse(serialise(q)) = q', () => {
    for (const text of [
      'surname=Sm*th',
      'forename=Mary&year_from=1800&year_to=1850',
      'surname=Brown&surname_match=dm',
    ]) {
      const query = parse(text);
      expect(serialiseRecordSearchQuery(query)).toBe(text);
      expect(parse(serialiseRecordSearchQuery(query))).toEqual(query);
    }
  });

  it('takes * and ? as the wildcard match unless another match is chosen', () => {
    expect(parse('surname=Sm*th').surnameMatch).toBe('wildcard');
    expect(message('surname=Sm*th&surname_match=soundex')).toMatch(/only with the wildcard match/);
  });

  it.each([
    ['', 'Enter a surname or a forename to search.'],
    ['surname=*a*', 'A wildcard surname needs at least 2 letters'],
    ['surname=S*', 'A wildcard surname needs at least 2 letters'],
    ['surname=Smith&surname=Jones', 'Give surname only once.'],
    ['surname=Smith&colour=red', 'Unknown search parameter "colour".'],
    ['surname=Smith&year=18x1', 'year must be a year'],
    ['surname=Smith&year=1851&year_range=3', 'year_range must be one of'],
    ['surname=Smith&year_range=5', 'year_range needs a year.'],
    ['surname=Smith&year=1851&year_from=1800', 'not both'],
    ['surname=Smith&year_from=1900&year_to=1800', 'year_from must not be after year_to.'],
    ['surname=Sm1th', 'may contain only letters'],
    ['surname=Smith&surname_match=initials', 'surname_match must be one of'],
    ['surname=Smith&type=party', 'type must be one of'],
    ['surname=Smith&collection=Bad Slug', 'collection must be a collection slug'],
    ['surname=Smith&after=%00', 'after must be the next-page cursor'],
    [`surname=Smith&after=${'a'.repeat(AFTER_MAX_LENGTH + 1)}`, 'after must be the next-page cursor'],
    ['forename_match=exact&surname=Smith', 'forename_match needs a forename.'],
  ])('refuses %j with a message', (query, expected) => {
    expect(message(query)).toContain(expected);
  });

  it('accepts Sm*th, *son and Mc?onald', () => {
    for (const name of ['Sm*th', '*son', 'Mc?onald', "O'Br*"])
      expect(message(`surname=${encodeURIComponent(name)}`)).toBeNull();
  });
});
