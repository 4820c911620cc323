import { describe, expect, it } from 'vitest';
import {
  fulltextWords,
  MAX_QUERY_LENGTH,
  parseSearchRequest,
  savedSearchQuery,
  searchHref,
  searchTitle,
} from './search-query.ts';

describe('parseSearchRequest', () => {
  it('treats a missing or blank query as the empty search page', () => {
    expect(parseSearchRequest({})).toEqual({ kind: 'empty' });
    expect(parseSearchRequest({ q: '   ' })).toEqual({ kind: 'empty' });
  });

  it('tidies whitespace and keeps the first of repeated queries', () => {
    expect(parseSearchRequest({ q: '  parish \n registers ' })).toEqual({
      kind: 'overview',
      query: 'parish registers',
    });
    expect(parseSearchRequest({ q: ['census', 'wills'] })).toEqual({ kind: 'overview', query: 'census' });
  });

  it(`refuses queries longer than ${MAX_QUERY_LENGTH} characters`, () => {
    expect(parseSearchRequest({ q: 'a'.repeat(MAX_QUERY_LENGTH) }).kind).toBe('overview');
    expect(parseSearchRequest({ q: 'a'.repeat(MAX_QUERY_LENGTH + 1) })).toEqual({
      kind: 'too-long',
      query: 'a'.repeat(MAX_QUERY_LENGTH + 1),
    });
  });

  it('lists one group, paged, when a known type is given', () => {
    expect(parseSearchRequest({ q: 'census', type: 'news_item', page: '2' })).toMatchObject({
      kind: 'group',
      query: 'census',
      group: { key: 'news_item', label: 'News' },
      page: 2,
    });
  });

  it('answers invalid for an unknown type, a bad page, or a page without a type', () => {
    expect(parseSearchRequest({ q: 'census', type: 'navigation' })).toEqual({ kind: 'invalid' });
    expect(parseSearchRequest({ q: 'census', type: ['page', 'event'] })).toEqual({ kind: 'invalid' });
    expect(parseSearchRequest({ q: 'census', type: 'page', page: '0' })).toEqual({ kind: 'invalid' });
    expect(parseSearchRequest({ q: 'census', page: '2' })).toEqual({ kind: 'invalid' });
  });
});

describe('searchHref', () => {
  it('encodes the query and adds the type and later pages', () => {
    expect(searchHref('Smith & Jones')).toBe('/search?q=Smith+%26+Jones');
    expect(searchHref('census', 'event')).toBe('/search?q=census&type=event');
    expect(searchHref('census', 'event', 1)).toBe('/search?q=census&type=event');
    expect(searchHref('census', 'event', 3)).toBe('/search?q=census&type=event&page=3');
  });
});

describe('savedSearchQuery', () => {
  it('is the first page’s query string, which the saved search runs again', () => {
    expect(savedSearchQuery('census & parish', 'news')).toBe('q=census+%26+parish&type=news');
    expect(savedSearchQuery('Whitaker')).toBe('q=Whitaker');
  });
});

describe('fulltextWords', () => {
  it('keeps words, accents, apostrophes and hyphens and drops punctuation that could break a predicate', () => {
    expect(fulltextWords('O’Brien  Smith-Jones café')).toBe('O’Brien Smith-Jones café');
    expect(fulltextWords('census\\" ) ]] (1841)')).toBe('census 1841');
    expect(fulltextWords('?!*')).toBe('');
  });
});

describe('searchTitle', () => {
  it('names the query, and the group and page when one group is listed', () => {
    expect(searchTitle(parseSearchRequest({ q: 'census' }))).toBe('Search results for “census”');
    expect(searchTitle(parseSearchRequest({ q: 'census', type: 'event', page: '2' }))).toBe(
      'Search results for “census”: Events, page 2',
    );
    expect(searchTitle(parseSearchRequest({ q: 'census', type: 'event' }))).toBe(
      'Search results for “census”: Events',
    );
  });

  it('says plainly when there is no query or it is too long', () => {
    expect(searchTitle(parseSearchRequest({}))).toBe('Search');
    expect(searchTitle(parseSearchRequest({ q: 'x'.repeat(201) }))).toBe('Search: your search is too long');
  });
});
