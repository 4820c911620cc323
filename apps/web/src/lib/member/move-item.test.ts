import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

describe('moveItem', () => {
  it('moves up and down by one', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('stays put at the ends and for unknown ids', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
