import type { PrismicDocument } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { affectedPaths } from './affected-paths.ts';

const doc = (type: string, uid: string, data: Record<string, unknown> = {}) =>
  ({ id: `${type}-${uid}`, type, uid, url: null, data }) as unknown as PrismicDocument;

describe('affectedPaths', () => {
  it('regenerates a news item, the news list and its pages, the feed, home and the sitemap', () => {
    expect(affectedPaths([doc('news_item', 'agm-2026')])).toEqual({
      everything: false,
      paths: ['/', '/news', '/news/agm-2026', '/news/rss.xml', '/sitemap.xml'],
      routes: ['/news/pages/[page]'],
    });
  });

  it('regenerates an event and the events list', () => {
    expect(affectedPaths([doc('event', 'wills-talk')]).paths).toEqual([
      '/',
      '/sitemap.xml',
      '/sog-events',
      '/sog-events/wills-talk',
    ]);
  });

  it('regenerates a page and the related pages the caller found (parent, siblings)', () => {
    // As the content API answers: urls resolved from the whole parent chain.
    const page = {
      ...doc('page', 'trustee-elections', { parent: { uid: 'governance' } }),
      url: '/about/organisation/governance/trustee-elections',
    };
    const parent = { ...doc('page', 'governance'), url: '/about/organisation/governance' };
    const result = affectedPaths([page], [parent]);
    expect(result.paths).toContain('/about/organisation/governance');
    expect(result.paths).toContain('/about/organisation/governance/trustee-elections');
    expect(result.routes).toEqual([]);
  });

  it('treats the navigation as site-wide', () => {
    expect(affectedPaths([doc('news_item', 'x'), doc('navigation', 'navigation')]).everything).toBe(true);
  });

  it('regenerates the paged lists when a landing page changes', () => {
    expect(affectedPaths([doc('landing_page', 'news')])).toMatchObject({
      paths: ['/', '/news', '/sitemap.xml'],
      routes: ['/education/learning-hub/featured/pages/[page]', '/news/pages/[page]'],
    });
  });
});
