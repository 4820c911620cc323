import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D; b=2', 'XSRF-TOKEN')).toBe('abc=');
  });

  it('does not match a cookie whose name merely ends the same', () => {
    expect(readCookie('OLD-XSRF-TOKEN=1', 'XSRF-TOKEN')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });

  it('answers null when absent', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
