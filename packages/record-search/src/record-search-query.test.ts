import { describe, expect, it } from 'vitest';
import {
  AFTER_MAX_LENGTH,
  BAD_PAGE_MESSAGE,
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
    expect(message('surname=Sm*th&surname_match=soundex')).toBe(
      '* and ? work only when “Match the surname by” is “Pattern with * and ?”.',
    );
  });

  it('searches a single letter by initial unless another match is chosen', () => {
    expect(parse('forename=J').forenameMatch).toBe('initials');
    expect(parse('forename=J.&forename_match=variants').forenameMatch).toBe('initials');
    expect(parse('surname=S').surnameMatch).toBe('starts');
    expect(parse('forename=J&forename_match=exact').forenameMatch).toBe('exact');
    expect(serialiseRecordSearchQuery(parse('forename=J&forename_match=variants'))).toBe('forename=J');
    expect(serialiseRecordSearchQuery(parse('forename=Jo'))).toBe('forename=Jo');
  });

  it.each([
    ['', 'Enter a surname or a forename to search.'],
    ['surname=*a*', 'A wildcard surname needs at least 2 letters'],
    ['surname=S*', 'A wildcard surname needs at least 2 letters'],
    ['surname=Smith&surname=Jones', 'Give “Surname” only once.'],
    ['surname=Smith&colour=red', 'Unknown search parameter "colour".'],
    ['surname=Smith&year=18x1', '“Year” must be a year such as 1851.'],
    ['surname=Smith&year_from=999', '“From year” must be 1000 or later.'],
    ['surname=Smith&year=1851&year_range=3', '“Give or take” must be one of'],
    ['surname=Smith&year_range=5', '“Give or take” needs a “Year”.'],
    [
      'surname=Smith&year=1851&year_from=1800',
      'Give either a “Year” (give or take some years) or a “From year” and “To year”, not both.',
    ],
    ['surname=Smith&year_from=1900&year_to=1800', '“From year” must not be after “To year”.'],
    ['surname=Sm1th', 'may contain only letters'],
    ['surname=Smith&surname_match=initials', 'Choose “Match the surname by” from its list.'],
    ['surname=Smith&type=party', 'Choose “Record types” from its list.'],
    ['surname=Smith&collection=Bad Slug', '“Collections” must name collections from the list.'],
    ['surname=Smith&relative_surname=Sm*th', 'take them out of the relative’s surname'],
    ['surname=Smith&after=%00', BAD_PAGE_MESSAGE],
    [`surname=Smith&after=${'a'.repeat(AFTER_MAX_LENGTH + 1)}`, BAD_PAGE_MESSAGE],
    ['forename_match=exact&surname=Smith', '“Match the forename by” needs a forename.'],
  ])('refuses %j with a message', (query, expected) => {
    expect(message(query)).toContain(expected);
  });

  it('speaks of fields by their labels in the form, never by parameter names', () => {
    for (const query of [
      'surname=Smith&year_from=1900&year_to=1800',
      'surname=Smith&year_range=5',
      'surname=Smith&year=1851&year_to=1900',
      'surname_match=exact&forename=Ann',
      'surname=Smith&per_page=7',
    ]) {
      expect(message(query)).not.toMatch(/\b(year_from|year_to|year_range|surname_match|per_page)\b/);
    }
  });

  it('accepts Sm*th, *son and Mc?onald', () => {
    for (const name of ['Sm*th', '*son', 'Mc?onald', "O'Br*"])
      expect(message(`surname=${encodeURIComponent(name)}`)).toBeNull();
  });
});
