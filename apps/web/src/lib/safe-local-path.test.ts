import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-local-path.ts';

describe('safeLocalPath', () => {
  it.each([
    '/',
    '/news/agm-2025',
    '/learn/guides/how-to-use-census-records?tab=1#top',
    '/search?q=smith%20jones',
  ])('accepts %s', (path) => {
    expect(safeLocalPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'news',
    '/news/<script>',
    '/a b',
    '/news"onmouseover=x',
    'javascript:alert(1)',
    '',
    null,
  ])('refuses %s', (path) => {
    expect(safeLocalPath(path)).toBeNull();
  });
});
