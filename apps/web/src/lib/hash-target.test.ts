import { describe, expect, it } from 'vitest';
import { HASH_RETRY_MS, hashTarget } from './hash-target.ts';

describe('hashTarget', () => {
  it('reads the id a hash names, decoding it', () => {
    expect(hashTarget('#opening-times')).toBe('opening-times');
    expect(hashTarget('#caf%C3%A9%20hours')).toBe('café hours');
  });

  it('is null without a usable hash', () => {
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#%E0%A4%A')).toBeNull();
    expect(hashTarget('opening-times')).toBeNull();
  });

  it('retries every second', () => {
    expect(HASH_RETRY_MS).toBe(1000);
  });
});
