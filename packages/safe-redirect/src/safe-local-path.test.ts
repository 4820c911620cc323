import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeLocalPath } from './safe-local-path.ts';

describe('safeLocalPath keeps local paths', () => {
  it.each([
    ['/', '/'],
    ['/news/agm-2025', '/news/agm-2025'],
    [
      '/learn/guides/how-to-use-census-records?tab=1#top',
      '/learn/guides/how-to-use-census-records?tab=1#top',
    ],
    ['/search?q=smith%20jones', '/search?q=smith%20jones'],
    ['/user-account?redirect=/news', '/user-account?redirect=/news'],
    ['/@evil.com', '/@evil.com'],
    ['/news/./agm-2025', '/news/agm-2025'],
  ])('accepts %s as %s', (target, expected) => {
    expect(safeLocalPath(target)).toBe(expected);
  });
});

/** Checklist E (docs/developers/security-checklist.md): every listed open-redirect variant, once. */
describe('checklist E: open redirect variants are refused', () => {
  it.each([
    ['protocol-relative', '//evil.com'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['encoded double slash', '/%2F%2Fevil.com'],
    ['lower-case encoded slash then slash', '/%2f/evil.com'],
    ['encoded double slash without leading slash', '%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['raw tab', '/\t/evil.com'],
    ['raw newline', '/\n/evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['mixed-case javascript scheme', 'JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['absolute https URL', 'https://evil.com'],
    ['scheme without slashes', 'http:evil.com'],
    ['leading space', ' /evil'],
    ['credentials before the host', 'https://site@evil.com'],
    ['look-alike subdomain', 'https://site.evil.com'],
    ['dot-segment trap', '/..//evil.com'],
    ['nested dot-segment trap', '/a/../..//evil.com'],
    ['encoded dot-segment trap', '/%2e%2e//evil.com'],
  ])('%s: %s', (_name, target) => {
    expect(safeLocalPath(target)).toBeNull();
  });
});

describe('safeLocalPath limits', () => {
  it('refuses a target over 2 KB and keeps one at the limit', () => {
    const atLimit = `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`;
    expect(MAX_REDIRECT_LENGTH).toBe(2048);
    expect(safeLocalPath(atLimit)).toBe(atLimit);
    expect(safeLocalPath(`${atLimit}a`)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['relative', 'news'],
    ['unsafe characters', '/news/<script>'],
    ['space', '/a b'],
    ['quote', '/news"onmouseover=x'],
    ['malformed escape', '/news/%E0%A4%A'],
    ['double slash inside the path', '/a//evil.com'],
  ])('refuses %s', (_name, target) => {
    expect(safeLocalPath(target)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeLocalPath(null)).toBeNull();
    expect(safeLocalPath(undefined)).toBeNull();
  });
});
