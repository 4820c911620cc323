import { parseRecordSearchQuery, serialiseRecordSearchQuery } from '@society/record-search';
import { describe, expect, it } from 'vitest';
import { surnameAnchor, treeSurnameIndexPath, treeSurnamePath } from './tree-surname-path.ts';

describe('a tree surname’s search link', () => {
  it('is already the canonical query (no redirect when followed)', () => {
    const query = treeSurnamePath('northfield-families', 'Cook').split('?')[1]!;
    const parsed = parseRecordSearchQuery(query);
    expect(parsed.success && serialiseRecordSearchQuery(parsed.query)).toBe(query);
  });
});

describe('a tree surname index entry', () => {
  it('leads to the surname’s group in the people A to Z', () => {
    expect(treeSurnameIndexPath('ashby-tree', 'Ó Briain')).toBe(
      '/research-hub/our-collections/family-trees/ashby-tree?letter=O#surname-o-briain',
    );
    expect(surnameAnchor('Ó Briain')).toBe('surname-o-briain');
    // Initials other than A–Z are filed under one entry the tree page accepts.
    expect(treeSurnameIndexPath('ashby-tree', "'t Hooft")).toBe(
      '/research-hub/our-collections/family-trees/ashby-tree?letter=%23#surname--t-hooft',
    );
    expect(treeSurnameIndexPath('ashby-tree', '(Unknown)')).toContain('?letter=%23#');
  });
});
