import type { PrismicDocument } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { FIXED_ROUTES, sitemapEntries } from './sitemap-entries.ts';

const doc = (
  type: string,
  uid: string,
  data: Record<string, unknown> = {},
  published = '2026-01-12T10:00:00+0000',
) =>
  ({
    id: `${type}-${uid}`,
    uid,
    type,
    url: null,
    last_publication_date: published,
    data: { members_only: false, ...data },
  }) as unknown as PrismicDocument;

const site = 'https://nfhs.example';
const parent = (uid: string) => ({ link_type: 'Document', id: `P-${uid}`, uid, type: 'page' });
const urls = (docs: PrismicDocument[]) => sitemapEntries(docs, site).map((entry) => entry.url);

describe('sitemapEntries', () => {
  it('lists the fixed routes even without documents, absolute and undated', () => {
    const entries = sitemapEntries([], site);
    expect(entries.map((entry) => entry.url)).toEqual(
      [...FIXED_ROUTES].sort().map((path) => `${site}${path}`),
    );
    expect(entries.every((entry) => entry.lastModified === undefined)).toBe(true);
  });

  it('resolves each document with the link rules and dates it by last publication', () => {
    const entries = sitemapEntries(
      [
        doc('news_item', 'agm-2026-report'),
        doc('event', 'open-day-2026'),
        // As the content API answers: the parent link fetched, the url resolved from the whole chain.
        {
          ...doc('page', 'how-to-start-your-family-tree', { parent: parent('guides') }),
          url: '/learn/guides/how-to-start-your-family-tree',
        },
        {
          ...doc('page', 'governance', { parent: parent('organisation') }),
          url: '/about/organisation/governance',
        },
        doc('page', 'volunteering', {
          parent: { ...parent('about'), data: { parent: { link_type: 'Any' } } },
        }),
        doc('feature_item', 'reading-old-handwriting'),
      ],
      site,
    );
    const byUrl = new Map(entries.map((entry) => [entry.url, entry.lastModified]));
    expect(byUrl.get(`${site}/news/agm-2026-report`)).toEqual(new Date('2026-01-12T10:00:00Z'));
    for (const path of [
      '/sog-events/open-day-2026',
      '/learn/guides/how-to-start-your-family-tree',
      '/about/organisation/governance',
      '/about/volunteering',
      '/education/learning-hub/featured/reading-old-handwriting',
    ]) {
      expect(byUrl.has(`${site}${path}`), path).toBe(true);
    }
  });

  it('leaves out members-only documents and landing pages that introduce no route', () => {
    const list = urls([
      doc('page', 'members-research-desk', { members_only: true }),
      doc('landing_page', 'not-a-listing'),
    ]);
    expect(list).not.toContain(`${site}/members-research-desk`);
    expect(list).not.toContain(`${site}/not-a-listing`);
  });

  it('dates a fixed route by its landing page or the homepage, once each', () => {
    const entries = sitemapEntries(
      [doc('landing_page', 'news', {}, '2026-03-01T00:00:00+0000'), doc('homepage', 'home')],
      site,
    );
    expect(entries.filter((entry) => entry.url === `${site}/news`)).toEqual([
      { url: `${site}/news`, lastModified: new Date('2026-03-01T00:00:00Z') },
    ]);
    expect(entries.filter((entry) => entry.url === `${site}/`)).toHaveLength(1);
    expect(entries[0]).toEqual({ url: `${site}/`, lastModified: new Date('2026-01-12T10:00:00Z') });
  });
});
