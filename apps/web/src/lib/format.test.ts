import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventTime, formatLongDate, formatPrice } from './format.ts';

describe('format', () => {
  it('writes dates the British way, in UK time', () => {
    expect(formatLongDate(new Date('2025-03-09T23:30:00Z'))).toBe('9 March 2025');
    expect(formatLongDate(new Date('2025-07-09T23:30:00Z'))).toBe('10 July 2025');
    expect(formatEventDate(new Date('2025-07-10T18:00:00Z'))).toBe('Thu, 10 Jul 2025');
  });

  it('writes event times in UK time with an en dash between start and end', () => {
    expect(formatEventTime(new Date('2025-07-10T18:00:00Z'), new Date('2025-07-10T19:30:00Z'))).toBe(
      '19:00–20:30',
    );
    expect(formatEventTime(new Date('2025-01-10T18:00:00Z'), null)).toBe('18:00');
  });

  it('writes GBP prices, free and member prices', () => {
    expect(formatPrice(0, null)).toBe('Free');
    expect(formatPrice(12, 8)).toBe('£12 (members £8)');
    expect(formatPrice(7.5, 0)).toBe('£7.50 (members free)');
    expect(formatPrice(5, 5)).toBe('£5');
    expect(formatPrice(null, null)).toBeNull();
  });
});
