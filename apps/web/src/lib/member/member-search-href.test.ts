import { describe, expect, it } from 'vitest';
import { memberSearchHref } from './member-search-href.ts';

describe('where a saved search runs', () => {
  it('runs a records search on the records search page', () => {
    expect(memberSearchHref('surname=Smith&type=baptism')).toBe(
      '/research-hub/our-collections/searchexplore?surname=Smith&type=baptism',
    );
  });

  it('runs a site search, and anything else, on the site search page', () => {
    expect(memberSearchHref('q=census&type=page')).toBe('/search?q=census&type=page');
    expect(memberSearchHref('?q=census')).toBe('/search?q=census');
    expect(memberSearchHref('')).toBe('/search');
  });
});
