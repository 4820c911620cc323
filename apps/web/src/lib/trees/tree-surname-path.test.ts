import { parseRecordSearchQuery, serialiseRecordSearchQuery } from '@society/record-search';
import { describe, expect, it } from 'vitest';
import { treeSurnamePath } from './tree-surname-path.ts';

describe('a tree surname’s search link', () => {
  it('is already the canonical query (no redirect when followed)', () => {
    const query = treeSurnamePath('northfield-families', 'Cook').split('?')[1]!;
    const parsed = parseRecordSearchQuery(query);
    expect(parsed.success && serialiseRecordSearchQuery(parsed.query)).toBe(query);
  });
});
