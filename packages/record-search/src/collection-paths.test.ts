import { describe, expect, it } from 'vitest';
import {
  collectionPagePath,
  personPagePath,
  recordPagePath,
  searchPagePath,
  searchPagePerType,
} from './collection-paths.ts';

describe('collection paths', () => {
  it('gives record sets and indexes a page each, other kinds their kind’s page', () => {
    expect(collectionPagePath({ uid: 'kent-baptisms', kind: 'record_set' })).toBe(
      '/research-hub/our-collections/record-sets/kent-baptisms',
    );
    expect(collectionPagePath({ uid: 'mi', kind: 'index' })).toBe('/research-hub/our-collections/indexes/mi');
    expect(collectionPagePath({ uid: 'cards', kind: 'memorial_cards' })).toBe(
      '/research-hub/our-collections/memorial-cards',
    );
    expect(collectionPagePath({ uid: 'ashby-tree', kind: 'family_tree' })).toBe(
      '/research-hub/our-collections/family-trees/ashby-tree',
    );
  });

  it('puts a record’s detail on its collection’s page, and none for tree people', () => {
    expect(recordPagePath({ uid: 'kent-baptisms', kind: 'record_set' }, 42)).toBe(
      '/research-hub/our-collections/record-sets/kent-baptisms?record=42',
    );
    expect(recordPagePath({ uid: 'tree', kind: 'family_tree' }, 7)).toBeNull();
    expect(recordPagePath({ uid: 'kent-baptisms', kind: 'record_set' }, null)).toBeNull();
  });

  it('gives a tree person their page and a brief person their pedigree', () => {
    expect(personPagePath({ kind: 'family_tree' }, 12)).toBe(
      '/research-hub/our-collections/family-trees-record/12',
    );
    expect(personPagePath({ kind: 'birth_briefs' }, 7)).toBe(
      '/research-hub/our-collections/pedigree-search?person=7',
    );
    expect(personPagePath({ kind: 'record_set' }, 7)).toBeNull();
    expect(personPagePath({ kind: 'family_tree' }, null)).toBeNull();
  });

  it('links the search page with or without a query', () => {
    expect(searchPagePath('')).toBe('/research-hub/our-collections/searchexplore');
    expect(searchPagePath('surname=Smith')).toBe('/research-hub/our-collections/searchexplore?surname=Smith');
  });

  it('opens a search restricted to exactly one type with its own page there, others on the search page', () => {
    expect(searchPagePerType('surname=Ashby&type=tree_person')).toBe(
      '/research-hub/our-collections/family-trees?surname=Ashby&type=tree_person',
    );
    expect(searchPagePerType('?surname=Ashby&type=birth_brief')).toBe(
      '/research-hub/our-collections/birth-briefs?surname=Ashby&type=birth_brief',
    );
    expect(searchPagePerType('place=Cork&type=memorial_card')).toBe(
      '/research-hub/our-collections/memorial-cards?place=Cork&type=memorial_card',
    );
    expect(searchPagePerType('surname=Ashby&type=tree_person&type=baptism')).toBe(
      '/research-hub/our-collections/searchexplore?surname=Ashby&type=tree_person&type=baptism',
    );
    expect(searchPagePerType('surname=Ashby&type=birth_brief&type=tree_person')).toBe(
      '/research-hub/our-collections/pedigree-search?surname=Ashby&type=birth_brief&type=tree_person',
    );
    expect(searchPagePerType('surname=Ashby&type=baptism')).toBe(
      '/research-hub/our-collections/searchexplore?surname=Ashby&type=baptism',
    );
    expect(searchPagePerType('surname=Ashby')).toBe(
      '/research-hub/our-collections/searchexplore?surname=Ashby',
    );
    expect(searchPagePerType('')).toBe('/research-hub/our-collections/searchexplore');
  });
});
