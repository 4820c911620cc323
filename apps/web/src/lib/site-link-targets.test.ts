import { describe, expect, it } from 'vitest';
import {
  type ClickModifiers,
  clickNavigationTarget,
  intentPrefetchTarget,
  type LinkAttributes,
} from './site-link-targets.ts';

const here = { origin: 'https://society.example', pathname: '/news', search: '?page=2' };
const link = (href: string | null, extra: Partial<LinkAttributes> = {}): LinkAttributes => ({
  href,
  target: null,
  download: false,
  ...extra,
});
const click = (extra: Partial<ClickModifiers> = {}): ClickModifiers => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('intentPrefetchTarget', () => {
  it('gives the path and query of another page of the site', () => {
    expect(intentPrefetchTarget(link('/learn/guides?page=3'), here)).toBe('/learn/guides?page=3');
    expect(intentPrefetchTarget(link('https://society.example/sog-events'), here)).toBe('/sog-events');
    expect(intentPrefetchTarget(link('/news'), here)).toBe('/news');
    expect(intentPrefetchTarget(link('/about', { target: '_self' }), here)).toBe('/about');
    expect(intentPrefetchTarget(link('/about#history'), here)).toBe('/about');
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

describe('clickNavigationTarget', () => {
  it('follows a plain click to another page of the site, keeping its query and fragment', () => {
    expect(clickNavigationTarget(link('/learn/guides?page=3'), click(), here)).toBe('/learn/guides?page=3');
    expect(clickNavigationTarget(link('/about#history'), click(), here)).toBe('/about#history');
    expect(clickNavigationTarget(link('https://society.example/sog-events'), click(), here)).toBe(
      '/sog-events',
    );
    expect(clickNavigationTarget(link('agm-2026-report', { target: '_self' }), click(), here)).toBe(
      '/agm-2026-report',
    );
  });

  it('follows a link to the page itself, as a fresh visit to it', () => {
    expect(clickNavigationTarget(link('/news?page=2'), click(), here)).toBe('/news?page=2');
  });

  it('leaves to the browser a middle click and a click with a modifier key', () => {
    expect(clickNavigationTarget(link('/about'), click({ button: 1 }), here)).toBeNull();
    expect(clickNavigationTarget(link('/about'), click({ metaKey: true }), here)).toBeNull();
    expect(clickNavigationTarget(link('/about'), click({ ctrlKey: true }), here)).toBeNull();
    expect(clickNavigationTarget(link('/about'), click({ shiftKey: true }), here)).toBeNull();
    expect(clickNavigationTarget(link('/about'), click({ altKey: true }), here)).toBeNull();
  });

  it('leaves to the browser other origins, downloads, new tabs and fragments of this page', () => {
    expect(clickNavigationTarget(link('https://elsewhere.example/news'), click(), here)).toBeNull();
    expect(clickNavigationTarget(link('/files/report.pdf', { download: true }), click(), here)).toBeNull();
    expect(clickNavigationTarget(link('/sog-events', { target: '_blank' }), click(), here)).toBeNull();
    expect(clickNavigationTarget(link('#latest'), click(), here)).toBeNull();
    expect(clickNavigationTarget(link('?page=2#latest'), click(), here)).toBeNull();
    expect(clickNavigationTarget(link(null), click(), here)).toBeNull();
    expect(clickNavigationTarget(link('http://[bad'), click(), here)).toBeNull();
  });
});
