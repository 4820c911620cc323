import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href.ts';

describe('where a saved search runs', () => {
  it('runs a records search on the records search page', () => {
    expect(searchHref('surname=Smith&type=baptism')).toBe(
      '/research-hub/our-collections/searchexplore?surname=Smith&type=baptism',
    );
  });

  it('runs a family trees, birth briefs or memorial cards search on its own page', () => {
    expect(searchHref('surname=Ashby&type=tree_person')).toBe(
      '/research-hub/our-collections/family-trees?surname=Ashby&type=tree_person',
    );
  });

  it('runs a site search, and anything else, on the site search page', () => {
    expect(searchHref('q=census&type=page')).toBe('/search?q=census&type=page');
    expect(searchHref('?q=census')).toBe('/search?q=census');
    expect(searchHref('')).toBe('/search');
  });
});
