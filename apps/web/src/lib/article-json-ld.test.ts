import { describe, expect, it } from 'vitest';
import { articleJsonLd } from './article-json-ld.ts';
import type { FeatureItemDocument, NewsItemDocument } from './content-types.ts';

const site = { name: 'Northfield FHS', url: 'https://nfhs.example' };

const news = {
  id: 'N1',
  uid: 'agm-2026-report',
  type: 'news_item',
  first_publication_date: '2026-03-21T10:00:00+0000',
  last_publication_date: '2026-03-22T08:30:00+0000',
  data: {
    title: [{ type: 'heading1', text: 'AGM 2026: the report', spans: [] }],
    date: '2026-03-20',
    summary: 'Trustees elected.',
    meta_description: null,
    author: 'Ruth Hale',
    image: {
      url: 'https://content.example/assets/meeting.png',
      alt: 'A meeting',
      dimensions: { width: 2, height: 1 },
    },
  },
} as unknown as NewsItemDocument;

describe('articleJsonLd', () => {
  it('describes a news item as a NewsArticle with its absolute URL, dates, author, image and publisher', () => {
    expect(articleJsonLd(news, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'AGM 2026: the report',
      description: 'Trustees elected.',
      url: 'https://nfhs.example/news/agm-2026-report',
      mainEntityOfPage: 'https://nfhs.example/news/agm-2026-report',
      datePublished: '2026-03-20',
      dateModified: '2026-03-22T08:30:00.000Z',
      author: { '@type': 'Person', name: 'Ruth Hale' },
      image: ['https://content.example/assets/meeting.png'],
      publisher: { '@type': 'Organization', name: 'Northfield FHS', url: 'https://nfhs.example' },
      inLanguage: 'en-GB',
    });
  });

  it('makes a feature an Article; without a date, author or image it uses the publication date and the society', () => {
    const feature = {
      ...news,
      uid: 'reading-old-handwriting',
      type: 'feature_item',
      data: { ...news.data, date: null, author: null, image: {}, summary: null },
    } as unknown as FeatureItemDocument;
    const ld = articleJsonLd(feature, site);
    expect(ld).toMatchObject({
      '@type': 'Article',
      url: 'https://nfhs.example/education/learning-hub/featured/reading-old-handwriting',
      datePublished: '2026-03-21T10:00:00.000Z',
      author: { '@type': 'Organization', name: 'Northfield FHS' },
    });
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
  });
});
