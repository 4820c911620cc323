import { describe, expect, it } from 'vitest';
import type { LandingPageDocument } from './content-types.ts';
import { landingMetadata } from './landing-metadata.ts';

const landing = {
  data: {
    title: [{ type: 'heading1', text: 'News', spans: [] }],
    meta_title: 'Society news',
    meta_description: 'What the society is doing.',
  },
} as unknown as LandingPageDocument;

describe('landingMetadata', () => {
  it('uses the landing page’s meta title on the first page', () => {
    expect(landingMetadata(landing, 'Fallback', '/news')).toMatchObject({
      title: 'Society news',
      description: 'What the society is doing.',
      alternates: { canonical: '/news' },
    });
  });

  it('names later pages and points their canonical URL at them', () => {
    expect(landingMetadata(landing, 'Fallback', '/news', 3)).toMatchObject({
      title: 'News, page 3',
      alternates: { canonical: '/news?page=3' },
    });
  });

  it('falls back to the given title without a landing page', () => {
    expect(landingMetadata(null, 'Research projects', '/fhwuifhe')).toMatchObject({
      title: 'Research projects',
    });
  });
});

describe('landingMetadata sharing', () => {
  it('shares the landing page’s image and keeps the news feed link', () => {
    const withImage = {
      data: {
        ...landing.data,
        image: {
          url: 'https://content.example/assets/a.png',
          alt: 'A',
          dimensions: { width: 800, height: 600 },
        },
      },
    } as unknown as LandingPageDocument;
    const metadata = landingMetadata(withImage, 'Fallback', '/news');
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: 'https://content.example/assets/a.png', width: 800, height: 600, alt: 'A' }],
    });
    expect(metadata.alternates?.types).toHaveProperty('application/rss+xml');
  });
});
