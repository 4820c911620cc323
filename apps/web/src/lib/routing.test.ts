import { describe, expect, it } from 'vitest';
import { catchAllPath, isUid, pageHref, parsePageNumber, splitByStart } from './routing.ts';

describe('catchAllPath', () => {
  it('joins one to six uid segments into a site path', () => {
    expect(catchAllPath(['about'])).toBe('/about');
    expect(catchAllPath(['about', 'organisation', 'governance', 'board-of-trustees'])).toBe(
      '/about/organisation/governance/board-of-trustees',
    );
    expect(catchAllPath(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('/a/b/c/d/e/f');
  });

  it('refuses no segments, more than six, and segments that cannot be uids', () => {
    expect(catchAllPath([])).toBeNull();
    expect(catchAllPath(undefined)).toBeNull();
    expect(catchAllPath(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBeNull();
    expect(catchAllPath(['about', '..'])).toBeNull();
    expect(catchAllPath(['about', 'a b'])).toBeNull();
    expect(catchAllPath(['about', ''])).toBeNull();
  });
});

describe('isUid', () => {
  it('accepts slugs and rejects anything else', () => {
    expect(isUid('how-to-search-for-birth-marriage-and-death-certificates-1')).toBe(true);
    expect(isUid('-leading')).toBe(false);
    expect(isUid('a/b')).toBe(false);
    expect(isUid(undefined)).toBe(false);
  });
});

describe('parsePageNumber', () => {
  it('reads whole page numbers from 1 and defaults to 1', () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('12')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const value of ['0', '-1', '2.5', 'abc', '', '01', '1e3', '9999999'])
      expect(parsePageNumber(value)).toBeNull();
    expect(parsePageNumber(['1', '2'])).toBeNull();
  });
});

describe('pageHref', () => {
  it('leaves the query off page 1', () => {
    expect(pageHref('/news', 1)).toBe('/news');
    expect(pageHref('/news', 3)).toBe('/news?page=3');
  });
});

describe('splitByStart', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (iso: string | null) => ({ iso });
  const startOf = (item: { iso: string | null }) => (item.iso ? new Date(item.iso) : null);

  it('puts upcoming events soonest first and past events most recent first', () => {
    const items = [
      at('2026-05-01T10:00:00Z'),
      at('2026-09-01T10:00:00Z'),
      at('2026-06-01T12:00:00Z'),
      at('2025-01-01T10:00:00Z'),
      at('2026-07-01T10:00:00Z'),
    ];
    const { upcoming, past } = splitByStart(items, startOf, now);
    expect(upcoming.map((item) => item.iso)).toEqual([
      '2026-06-01T12:00:00Z',
      '2026-07-01T10:00:00Z',
      '2026-09-01T10:00:00Z',
    ]);
    expect(past.map((item) => item.iso)).toEqual(['2026-05-01T10:00:00Z', '2025-01-01T10:00:00Z']);
  });

  it('treats an event without a start as past', () => {
    expect(splitByStart([at(null)], startOf, now).past).toHaveLength(1);
  });
});
