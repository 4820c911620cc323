import { parseRecordSearchQuery, type RecordSearchQuery } from '@society/record-search';
import { describe, expect, it } from 'vitest';
import { searchSummary } from './search-summary.ts';

const query = (text: string): RecordSearchQuery => {
  const parsed = parseRecordSearchQuery(text);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
};

describe('searchSummary', () => {
  it.each([
    [
      'surname=Smith&surname_match=soundex&year_from=1840&year_to=1850&place=Kent',
      'Smith, sounds like, same first letter, 1840–1850, Kent',
    ],
    [
      'surname=Smith&surname_match=dm&year_from=1840&year_to=1850&county=KEN',
      'Smith, sounds like, 1840–1850, KEN',
    ],
    ['surname=Smith', 'Smith'],
    ['forename=J&surname=Taylor&year=1851&year_range=5', 'J, Taylor, 1851 ± 5 years'],
    ['surname=Taylor&year=1851&year_range=1', 'Taylor, 1851 ± 1 year'],
    ['forename=John&forename_match=exact&type=baptism&type=burial', 'John, exact, baptism or burial'],
    [
      'surname=Brown&relative_forename=Ann&year_from=1800&sort=year_desc',
      'Brown, with Ann, from 1800, latest first',
    ],
  ])('%s', (text, expected) => {
    expect(searchSummary(query(text))).toBe(expected);
  });

  it('names chosen collections by title', () => {
    expect(
      searchSummary(query('surname=Ashby&collection=northfield-burials'), [
        { uid: 'northfield-burials', title: 'Northfield burials 1700–1850' },
      ]),
    ).toBe('Ashby, in Northfield burials 1700–1850');
  });
});
