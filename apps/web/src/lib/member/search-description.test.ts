import { describe, expect, it } from 'vitest';
import { searchDescription } from './search-description.ts';

describe('searchDescription', () => {
  it.each([
    [
      'surname=Smith&surname_match=dm&year_from=1840&year_to=1850&place=Kent',
      'Records of Smith, sounds like, 1840–1850, Kent',
    ],
    ['forename=J&surname=Taylor&type=burial', 'Records of J, Taylor, burial'],
    ['q=census', 'The site searched for “census”'],
    ['q=census&type=news_item', 'The site searched for “census” in News'],
    ['', 'Everything on the site'],
  ])('%j', (query, expected) => {
    expect(searchDescription(query)).toBe(expected);
  });
});
