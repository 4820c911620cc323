import { describe, expect, it } from 'vitest';
import { countsByCmsUid } from './collection-counts.ts';

describe('counts on the collections overview', () => {
  it('counts each collection, and each kind’s total on the card that introduces the kind', () => {
    const counts = countsByCmsUid([
      { uid: 'northfield-baptisms', kind: 'record_set', recordCount: 14870, personCount: 0 },
      { uid: 'hollinbrook-marriages', kind: 'record_set', recordCount: 1, personCount: 0 },
      { uid: 'smith-tree', kind: 'family_tree', recordCount: 0, personCount: 2500 },
    ]);
    expect(counts.get('northfield-baptisms')).toBe('14,870 records');
    expect(counts.get('hollinbrook-marriages')).toBe('1 record');
    expect(counts.get('record-sets')).toBe('14,871 records');
    expect(counts.get('family-trees')).toBe('2,500 people');
    expect(counts.has('indexes')).toBe(false);
  });
});
