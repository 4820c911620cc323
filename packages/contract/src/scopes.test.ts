import { describe, expect, it } from 'vitest';
import { isScope, SCOPES, SECOND_FACTOR_SCOPES, scopeSchema } from './scopes.ts';

describe('account scopes', () => {
  it('knows the four scopes and refuses anything else', () => {
    expect(SCOPES).toEqual(['member', 'staff', 'editor', 'publisher']);
    expect(isScope('publisher')).toBe(true);
    expect(isScope('Staff')).toBe(false);
    expect(scopeSchema.safeParse('admin').success).toBe(false);
  });

  it('asks a second factor of every scope that changes what others see', () => {
    expect([...SECOND_FACTOR_SCOPES].sort()).toEqual(['editor', 'publisher', 'staff']);
  });
});
