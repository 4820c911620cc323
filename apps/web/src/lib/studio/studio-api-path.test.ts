import { describe, expect, it } from 'vitest';
import { parseListSearch } from './document-list-query.ts';
import { editorialPath, isSameOrigin } from './studio-api-path.ts';

describe('the studio API route', () => {
  it('reaches only the editorial API parts the studio offers', () => {
    expect(editorialPath(['documents', 'abc', 'draft'], '')).toBe('/editor/documents/abc/draft');
    expect(editorialPath(['documents'], '?q=census')).toBe('/editor/documents?q=census');
    expect(editorialPath(['assets', 'a b.png'], '')).toBe('/editor/assets/a%20b.png');
    expect(editorialPath(['import'], '')).toBeNull();
    expect(editorialPath(['export'], '')).toBeNull();
    expect(editorialPath(['documents', '..', 'import'], '')).toBeNull();
    expect(editorialPath([], '')).toBeNull();
  });

  it('takes changes only from the site’s own pages', () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(isSameOrigin(headers({ 'sec-fetch-site': 'same-origin' }), 'https://site')).toBe(true);
    expect(
      isSameOrigin(headers({ 'sec-fetch-site': 'cross-site', origin: 'https://site' }), 'https://site'),
    ).toBe(false);
    expect(isSameOrigin(headers({ origin: 'https://site' }), 'https://site')).toBe(true);
    expect(isSameOrigin(headers({ origin: 'https://evil' }), 'https://site')).toBe(false);
    expect(isSameOrigin(headers({}), 'https://site')).toBe(false);
  });
});

describe('the document list’s query', () => {
  it('keeps what fits and drops the rest', () => {
    expect(
      parseListSearch({ type: 'news_item', q: ' census ', filter: 'changed', sort: 'title' }, ['news_item']),
    ).toEqual({
      type: 'news_item',
      q: 'census',
      filter: 'changed',
      sort: 'title',
    });
    expect(parseListSearch({ type: 'nope', filter: 'everything', sort: 'x' }, ['news_item'])).toEqual({
      type: undefined,
      q: undefined,
      filter: undefined,
      sort: 'edited',
    });
  });
});
