import { describe, expect, it } from 'vitest';
import { formatCapacity, formatEventWhen } from './event-when.ts';

describe('formatEventWhen', () => {
  it('shows one day with a London time range (BST)', () => {
    expect(formatEventWhen(new Date('2026-10-11T13:00:00Z'), new Date('2026-10-11T15:30:00Z'))).toBe(
      'Sun, 11 Oct 2026, 14:00–16:30',
    );
  });

  it('shows GMT in winter and a start alone', () => {
    expect(formatEventWhen(new Date('2026-12-05T19:00:00Z'), null)).toBe('Sat, 5 Dec 2026, 19:00');
  });

  it('names both days of an event over several days', () => {
    expect(formatEventWhen(new Date('2027-03-06T10:00:00Z'), new Date('2027-03-07T16:00:00Z'))).toBe(
      'Sat, 6 Mar 2027, 10:00 – Sun, 7 Mar 2027, 16:00',
    );
  });
});

describe('formatCapacity', () => {
  it('counts places', () => {
    expect(formatCapacity(120)).toBe('120 places');
    expect(formatCapacity(1)).toBe('1 place');
    expect(formatCapacity(null)).toBeNull();
    expect(formatCapacity(0)).toBeNull();
  });
});
