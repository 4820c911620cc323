import type { PrismicDocument } from '@prismicio/client';
import { customTypes } from '@society/content-model';
import { describe, expect, it } from 'vitest';
import { affectedPaths } from './affected-paths.ts';
import { contentRoutes } from './content-routes.ts';
import { DOCUMENT_TYPES, MEMBERS_ONLY_TYPES, PAGED_LISTINGS } from './document-routes.ts';
import { linkResolver } from './link-resolver.ts';
import { sitemapEntries } from './sitemap-entries.ts';

const page = (uid: string, parent: Record<string, unknown>) =>
  ({
    id: `page-${uid}`,
    uid,
    type: 'page',
    url: null,
    last_publication_date: '2026-11-26T10:00:00+0000',
    data: { members_only: false, parent },
  }) as unknown as PrismicDocument;

const link = (uid: string, parent: Record<string, unknown>) => ({
  link_type: 'Document',
  id: `page-${uid}`,
  uid,
  type: 'page',
  data: { parent },
});
const top = { link_type: 'Any' };

describe('the document routes registry', () => {
  it('routes every type of the content model, and nothing else', () => {
    expect([...DOCUMENT_TYPES].sort()).toEqual(customTypes.map((type) => type.id).sort());
  });

  it('places a new page under Guides at /learn/guides/<uid>, in the sitemap and revalidated with its listing', () => {
    const guides = page('guides', link('learn', top));
    const guide = page('how-to-read-old-wills', link('guides', link('learn', top)));
    expect(linkResolver(guide)).toBe('/learn/guides/how-to-read-old-wills');
    expect(sitemapEntries([guide], 'https://nfhs.example').map((entry) => entry.url)).toContain(
      'https://nfhs.example/learn/guides/how-to-read-old-wills',
    );
    // The guides listing is the Guides page's own children: publishing the guide regenerates it.
    expect(affectedPaths([guide], [guides]).paths).toEqual([
      '/',
      '/learn/guides',
      '/learn/guides/how-to-read-old-wills',
      '/sitemap.xml',
    ]);
  });

  it('asks the content API to resolve a page’s url through five levels of parents', () => {
    expect(contentRoutes().find((route) => route.type === 'page')).toEqual({
      type: 'page',
      path: '/:ancestor5?/:ancestor4?/:ancestor3?/:ancestor2?/:parent?/:uid',
      resolvers: {
        parent: 'parent',
        ancestor2: 'parent.parent',
        ancestor3: 'parent.parent.parent',
        ancestor4: 'parent.parent.parent.parent',
        ancestor5: 'parent.parent.parent.parent.parent',
      },
    });
  });

  it('gives list-and-detail types and listings their routes', () => {
    const routes = contentRoutes();
    expect(routes).toContainEqual({ type: 'news_item', path: '/news/:uid' });
    expect(routes).toContainEqual({ type: 'homepage', path: '/' });
    expect(routes).toContainEqual({ type: 'landing_page', uid: 'sog-events', path: '/sog-events' });
    expect(routes.some((route) => route.type === 'navigation')).toBe(false);
  });

  it('derives the paged listings and the members-only types', () => {
    expect(PAGED_LISTINGS).toEqual([
      { path: '/news', route: '/news/pages/[page]' },
      { path: '/education/learning-hub/featured', route: '/education/learning-hub/featured/pages/[page]' },
    ]);
    expect([...MEMBERS_ONLY_TYPES].sort()).toEqual(
      ['collection', 'cwbhvwt', 'event', 'feature_item', 'fhwuifhe', 'news_item', 'page'].sort(),
    );
  });
});
