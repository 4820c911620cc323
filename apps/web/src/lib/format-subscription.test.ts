import { describe, expect, it } from 'vitest';
import { formatSubscriptionPrice } from './format.ts';

describe('formatSubscriptionPrice', () => {
  it('writes a price for its period', () => {
    expect(formatSubscriptionPrice(20, 'year')).toBe('£20 a year');
    expect(formatSubscriptionPrice(2.5, 'month')).toBe('£2.50 a month');
    expect(formatSubscriptionPrice(20, 'one-off')).toBe('£20 one-off');
  });

  it('writes free options as Free and leaves a missing price out', () => {
    expect(formatSubscriptionPrice(0, 'free')).toBe('Free');
    expect(formatSubscriptionPrice(null, 'free')).toBe('Free');
    expect(formatSubscriptionPrice(0, 'year')).toBe('Free');
    expect(formatSubscriptionPrice(null, 'year')).toBeNull();
  });
});
