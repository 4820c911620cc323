import type { RichTextField } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { documentMetadata, NOT_FOUND_METADATA, pageMetadata } from './page-metadata.ts';

describe('pageMetadata', () => {
  it('uses the CMS meta title (through the template, which names the site) and the meta description', () => {
    const metadata = pageMetadata({
      metaTitle: 'Society news',
      metaDescription: 'The latest news.',
      title: 'News',
      summary: 'ignored',
      path: '/news',
    });
    expect(metadata.title).toBe('Society news');
    expect(metadata.description).toBe('The latest news.');
    expect(metadata.alternates?.canonical).toBe('/news');
  });

  it('falls back to the title (through the template) and the summary', () => {
    const metadata = pageMetadata({
      metaTitle: '  ',
      metaDescription: null,
      title: 'Board of trustees',
      summary: 'Meet the trustees.',
      path: '/about/organisation/governance/board-of-trustees',
    });
    expect(metadata.title).toBe('Board of trustees');
    expect(metadata.description).toBe('Meet the trustees.');
  });

  it('leaves the description out when there is none', () => {
    expect(
      pageMetadata({ metaTitle: null, metaDescription: null, title: 'T', path: '/t' }),
    ).not.toHaveProperty('description');
  });
});

describe('documentMetadata', () => {
  const doc = (data: Record<string, unknown>, uid: string | null = 'census-talk') => ({ uid, data });

  it('builds the canonical path from the uid and describes with the summary', () => {
    const metadata = documentMetadata(
      doc({ title: [{ type: 'heading1', text: 'Census talk', spans: [] }], summary: 'Ages and places' }),
      (uid) => `/sog-events/${uid}`,
    );
    expect(metadata).toMatchObject({
      title: 'Census talk',
      description: 'Ages and places',
      alternates: { canonical: '/sog-events/census-talk' },
    });
  });

  it('gives the not-found title for a missing or uid-less document, nothing for a members-only one', () => {
    expect(documentMetadata(null, (uid) => `/${uid}`)).toEqual(NOT_FOUND_METADATA);
    expect(documentMetadata(doc({}, null), (uid) => `/${uid}`)).toEqual(NOT_FOUND_METADATA);
    expect(documentMetadata(doc({ members_only: true }), (uid) => `/${uid}`)).toEqual({});
  });
});

const image = {
  id: 'img',
  url: 'https://content.example/assets/census.png?auto=format',
  alt: 'A census page',
  copyright: null,
  dimensions: { width: 1200, height: 800 },
  edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
};

describe('pageMetadata sharing', () => {
  it('gives every page the site name, locale, canonical URL and the news feed link', () => {
    const metadata = pageMetadata({
      metaTitle: null,
      metaDescription: 'D',
      title: 'Guides',
      path: '/learn/guides',
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Northfield & District Family History Society',
      locale: 'en_GB',
      title: 'Guides',
      description: 'D',
      url: '/learn/guides',
    });
    expect(metadata.alternates).toEqual({
      canonical: '/learn/guides',
      types: {
        'application/rss+xml': [
          { url: '/news/rss.xml', title: 'Northfield & District Family History Society: news' },
        ],
      },
    });
  });

  it('shares the image as og:image and a large Twitter card', () => {
    const metadata = pageMetadata({
      metaTitle: 'Full | Site',
      metaDescription: null,
      title: 'T',
      path: '/t',
      image,
    });
    expect(metadata.openGraph).toMatchObject({
      title: 'Full | Site',
      images: [{ url: image.url, width: 1200, height: 800, alt: 'A census page' }],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Full | Site',
      images: [{ url: image.url, alt: 'A census page' }],
    });
  });

  it('uses a summary card and no image when the page has none', () => {
    const empty = { ...image, url: null, dimensions: null, alt: null };
    const metadata = pageMetadata({
      metaTitle: null,
      metaDescription: null,
      title: 'T',
      path: '/t',
      image: empty as never,
    });
    expect(metadata.twitter).toEqual({ card: 'summary', title: 'T' });
    expect(metadata.openGraph).not.toHaveProperty('images');
  });
});

describe('documentMetadata articles', () => {
  const news = {
    uid: 'agm-2026-report',
    type: 'news_item',
    first_publication_date: '2026-03-21T10:00:00+0000',
    last_publication_date: '2026-03-22T08:30:00+0000',
    data: {
      title: [{ type: 'heading1', text: 'AGM report', spans: [] }] as RichTextField,
      date: '2026-03-20',
      author: 'Ruth Hale',
      image,
    },
  };

  it('marks news and features as articles with their dates, author and section', () => {
    const metadata = documentMetadata(news, (uid) => `/news/${uid}`, 'Society news');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-03-20T00:00:00.000Z',
      modifiedTime: '2026-03-22T08:30:00.000Z',
      authors: ['Ruth Hale'],
      section: 'Society news',
      url: '/news/agm-2026-report',
      images: [{ url: image.url }],
    });
  });

  it('falls back to the first publication date and leaves other types as websites', () => {
    const undated = { ...news, data: { ...news.data, date: null, author: null } };
    expect(documentMetadata(undated, (uid) => `/news/${uid}`).openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-03-21T10:00:00.000Z',
    });
    expect(
      documentMetadata({ ...news, type: 'event' }, (uid) => `/sog-events/${uid}`).openGraph,
    ).toMatchObject({
      type: 'website',
    });
  });
});
