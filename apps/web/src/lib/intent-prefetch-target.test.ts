import { describe, expect, it } from 'vitest';
import { intentPrefetchTarget, type LinkAttributes } from './intent-prefetch-target.ts';

const here = { origin: 'https://society.example', pathname: '/news', search: '?page=2' };
const link = (href: string | null, extra: Partial<LinkAttributes> = {}): LinkAttributes => ({
  href,
  target: null,
  download: false,
  ...extra,
});

describe('intentPrefetchTarget', () => {
  it('gives the path and query of another page of the site', () => {
    expect(intentPrefetchTarget(link('/learn/guides?page=3'), here)).toBe('/learn/guides?page=3');
    expect(intentPrefetchTarget(link('https://society.example/sog-events'), here)).toBe('/sog-events');
    expect(intentPrefetchTarget(link('/news'), here)).toBe('/news');
    expect(intentPrefetchTarget(link('/about', { target: '_self' }), here)).toBe('/about');
  });

  it('resolves a relative address against the current page', () => {
    expect(intentPrefetchTarget(link('agm-2026-report'), here)).toBe('/agm-2026-report');
  });

  it('leaves alone other origins, downloads, new tabs, the page itself and its fragments', () => {
    expect(intentPrefetchTarget(link('https://elsewhere.example/news'), here)).toBeNull();
    expect(intentPrefetchTarget(link('/files/report.pdf', { download: true }), here)).toBeNull();
    expect(intentPrefetchTarget(link('/sog-events', { target: '_blank' }), here)).toBeNull();
    expect(intentPrefetchTarget(link('?page=2#latest'), here)).toBeNull();
    expect(intentPrefetchTarget(link('#latest'), here)).toBeNull();
    expect(intentPrefetchTarget(link(null), here)).toBeNull();
    expect(intentPrefetchTarget(link('http://[bad'), here)).toBeNull();
  });
});
