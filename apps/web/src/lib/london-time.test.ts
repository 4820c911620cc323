import { describe, expect, it } from 'vitest';
import { inLondon, londonIsoString } from './london-time.ts';

describe('londonIsoString', () => {
  it('writes winter times with +00:00 and summer times with +01:00', () => {
    expect(londonIsoString(new Date('2026-02-11T19:30:00Z'))).toBe('2026-02-11T19:30:00+00:00');
    expect(londonIsoString(new Date('2026-07-11T18:30:00Z'))).toBe('2026-07-11T19:30:00+01:00');
  });

  it('follows the clock changes (last Sunday of March and October, 01:00 UTC)', () => {
    expect(londonIsoString(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T00:59:00+00:00');
    expect(londonIsoString(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00:00+01:00');
    expect(londonIsoString(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25T01:59:00+01:00');
    expect(londonIsoString(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T01:00:00+00:00');
  });

  it('keeps the instant', () => {
    const instant = new Date('2026-07-11T18:30:00Z');
    expect(new Date(londonIsoString(instant)).getTime()).toBe(instant.getTime());
    expect(inLondon(instant).getHours()).toBe(19);
  });
});
