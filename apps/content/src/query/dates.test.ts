import { describe, expect, it } from 'vitest';
import { dateArgToMs, formatApiDate, parseDateValue } from './dates.ts';

describe('dates', () => {
  it.each([
    ['2024-10-21', Date.UTC(2024, 9, 21)],
    ['2024-10-21T09:00:00+0000', Date.UTC(2024, 9, 21, 9)],
    ['2002-08-28T15:30:00+0300', Date.UTC(2002, 7, 28, 12, 30)],
    ['2002-08-28T15:30:00-03:30', Date.UTC(2002, 7, 28, 19, 0)],
    ['2024-10-21T09:12:45.123Z', Date.UTC(2024, 9, 21, 9, 12, 45, 123)],
    ['2024-10-21T09:12', Date.UTC(2024, 9, 21, 9, 12)],
  ])('parses %s', (text, ms) => {
    expect(parseDateValue(text)).toBe(ms);
  });

  it.each([
    '',
    'yesterday',
    '2024-13-01',
    '2024-10-21T25:00:00Z',
    '2024-1-1',
    `2024-10-21${' '.repeat(100)}Z`,
  ])('rejects %j', (text) => {
    expect(parseDateValue(text)).toBeNull();
  });

  it('accepts epoch ms and date strings as arguments', () => {
    expect(dateArgToMs(1700000000000)).toBe(1700000000000);
    expect(dateArgToMs('2024-01-01')).toBe(Date.UTC(2024, 0, 1));
    expect(dateArgToMs(Number.NaN)).toBeNull();
    expect(dateArgToMs(true)).toBeNull();
  });

  it('formats instants the way the API does', () => {
    expect(formatApiDate('2024-10-21T09:12:45.000Z')).toBe('2024-10-21T09:12:45+0000');
    expect(formatApiDate('2024-10-21T11:12:45+02:00')).toBe('2024-10-21T09:12:45+0000');
    expect(formatApiDate('2024-10-21T09:12:45+0000')).toBe('2024-10-21T09:12:45+0000');
    expect(formatApiDate(null)).toBeNull();
    expect(formatApiDate('garbage')).toBeNull();
  });
});
