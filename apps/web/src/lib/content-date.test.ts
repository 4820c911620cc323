import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentDate } from './content-date.ts';

afterEach(() => vi.restoreAllMocks());

describe('contentDate', () => {
  it('reads Prismic dates and timestamps, and empty fields as null', () => {
    expect(contentDate('2026-02-11T19:30:00+0000', 'event start')?.toISOString()).toBe(
      '2026-02-11T19:30:00.000Z',
    );
    expect(contentDate('2026-02-11', 'news date')?.getUTCDate()).toBe(11);
    expect(contentDate(null, 'event end')).toBeNull();
    expect(contentDate(undefined, 'event end')).toBeNull();
  });

  it('reads a value that is not a date as empty, and logs it once', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 3; i++) expect(contentDate('next Tuesday' as never, 'event x start')).toBeNull();
    expect(contentDate('2026-13-45T99:00:00+0000' as never, 'event x start')).toBeNull();
    expect(contentDate({ when: 'soon' } as never, 'event x end')).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[0]).toBe(
      'Content: event x start holds "next Tuesday", which is not a date; shown without it.',
    );
  });
});
