import { parseRecordSearchQuery } from '@society/record-search';
import { describe, expect, it } from 'vitest';
import {
  changedSearch,
  decadeChange,
  searchFormParams,
  searchPageRequest,
  toggled,
} from './search-page-params.ts';

const query = (text: string) => {
  const parsed = parseRecordSearchQuery(text);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
};

describe('the search page’s parameters', () => {
  it('leaves out empty fields and selects whose field is empty', () => {
    const params = searchFormParams({
      surname: 'Smith',
      surname_match: 'soundex',
      forename: '',
      forename_match: 'variants',
      year: ' ',
      year_range: '5',
      type: ['baptism', ''],
    });
    expect(params.toString()).toBe('surname=Smith&surname_match=soundex&type=baptism');
  });

  it('sends a form submission to the canonical address, and keeps a canonical one', () => {
    expect(
      searchPageRequest(
        { surname: 'Smith', surname_match: 'variants', forename: '' },
        'surname=Smith&surname_match=variants&forename=',
      ),
    ).toEqual({ kind: 'redirect', query: 'surname=Smith' });
    const request = searchPageRequest(
      { surname: 'Smith', type: ['baptism', 'burial'] },
      'surname=Smith&type=baptism&type=burial',
    );
    expect(request.kind).toBe('search');
  });

  it('answers the schema’s message for a bad search and nothing for an empty one', () => {
    expect(searchPageRequest({}, '')).toEqual({ kind: 'empty' });
    const request = searchPageRequest(
      { surname: 'S*', surname_match: 'wildcard' },
      'surname=S*&surname_match=wildcard',
    );
    expect(request.kind).toBe('invalid');
    if (request.kind === 'invalid') expect(request.message).toMatch(/at least 2 letters/);
  });

  it('changes a search back to its first page', () => {
    const smith = query('surname=Smith&collection=b&after=abc');
    expect(changedSearch(smith, { collection: toggled(smith.collection, 'a') })).toBe(
      'surname=Smith&collection=a&collection=b',
    );
    expect(changedSearch(smith, { collection: toggled(smith.collection, 'b') })).toBe('surname=Smith');
    expect(changedSearch(query('surname=Smith&year=1850&year_range=5'), decadeChange(1820))).toBe(
      'surname=Smith&year_from=1820&year_to=1829',
    );
  });
});
