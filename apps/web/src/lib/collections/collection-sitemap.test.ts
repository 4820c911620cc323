import { describe, expect, it } from 'vitest';
import { collectionSitemapEntries } from './collection-sitemap.ts';

describe('collections in the sitemap', () => {
  it('lists the pages of record sets, indexes and family trees only', () => {
    expect(
      collectionSitemapEntries(
        [
          { uid: 'northfield-baptisms', kind: 'record_set' },
          { uid: 'mi', kind: 'index' },
          { uid: 'memorial-cards', kind: 'memorial_cards' },
          { uid: 'ashby-tree', kind: 'family_tree' },
        ],
        'https://example.org',
      ),
    ).toEqual([
      { url: 'https://example.org/research-hub/our-collections/record-sets/northfield-baptisms' },
      { url: 'https://example.org/research-hub/our-collections/indexes/mi' },
      { url: 'https://example.org/research-hub/our-collections/family-trees/ashby-tree' },
    ]);
  });
});
