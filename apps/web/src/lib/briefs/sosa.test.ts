import { describe, expect, it } from 'vitest';
import { generationOf, positionsOf, sosaRelation } from './sosa.ts';

describe('Sosa numbering', () => {
  it('names each position by its relationship to the subject', () => {
    expect(sosaRelation(1)).toBe('Subject');
    expect(sosaRelation(2)).toBe('Father');
    expect(sosaRelation(3)).toBe('Mother');
    expect(sosaRelation(5)).toBe('Paternal grandmother');
    expect(sosaRelation(6)).toBe('Maternal grandfather');
    expect(sosaRelation(11)).toBe('Paternal great-grandmother');
    expect(sosaRelation(12)).toBe('Maternal great-grandfather');
    expect(sosaRelation(16)).toBe('Paternal great-great-grandfather');
    expect(sosaRelation(31)).toBe('Maternal great-great-grandmother');
    expect(() => sosaRelation(32)).toThrow('No Sosa position 32.');
    expect(() => sosaRelation(0)).toThrow(RangeError);
  });

  it('groups the 31 positions in five generations', () => {
    expect([1, 2, 3, 15, 16, 31].map(generationOf)).toEqual([0, 1, 1, 3, 4, 4]);
    expect(positionsOf(2)).toEqual([4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4].flatMap(positionsOf)).toHaveLength(31);
  });
});
