import { describe, expect, it } from 'vitest';
import { documentMetadata, pageMetadata } from './page-metadata.ts';

describe('pageMetadata', () => {
  it('uses the CMS meta title in full and the meta description', () => {
    const metadata = pageMetadata({
      metaTitle: 'News | Society',
      metaDescription: 'The latest news.',
      title: 'News',
      summary: 'ignored',
      path: '/news',
    });
    expect(metadata.title).toEqual({ absolute: 'News | Society' });
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

  it('gives nothing for a missing, uid-less or members-only document', () => {
    expect(documentMetadata(null, (uid) => `/${uid}`)).toEqual({});
    expect(documentMetadata(doc({}, null), (uid) => `/${uid}`)).toEqual({});
    expect(documentMetadata(doc({ members_only: true }), (uid) => `/${uid}`)).toEqual({});
  });
});
