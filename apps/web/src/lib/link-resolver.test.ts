import type { FilledContentRelationshipField, PrismicDocument } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { linkResolver } from './link-resolver.ts';

function link(type: string, uid: string | undefined, extra: Partial<FilledContentRelationshipField> = {}) {
  const field: FilledContentRelationshipField = {
    link_type: 'Document',
    id: 'AAAAAAAAAAAAAAAA',
    type,
    tags: [],
    lang: 'en-gb',
    isBroken: false,
    ...extra,
  };
  if (uid !== undefined) field.uid = uid;
  return field;
}

function doc(
  type: string,
  uid: string | null,
  data: Record<string, unknown> = {},
  url: string | null = null,
): PrismicDocument {
  return {
    id: 'BBBBBBBBBBBBBBBB',
    uid,
    url,
    type,
    href: 'http://localhost:3002/api/v2/documents/search?ref=x',
    tags: [],
    first_publication_date: '2025-01-01T00:00:00+0000',
    last_publication_date: '2025-01-01T00:00:00+0000',
    slugs: [],
    linked_documents: [],
    lang: 'en-gb',
    alternate_languages: [],
    data,
  };
}

const parentLink = (uid: string) => ({
  link_type: 'Document',
  id: 'CCCCCCCCCCCCCCCC',
  type: 'page',
  uid,
  tags: [],
  lang: 'en-gb',
});

describe('linkResolver, link rule 1: news items', () => {
  it('maps a news_item to /news/{uid}, document or link', () => {
    expect(linkResolver(doc('news_item', 'agm-2025'))).toBe('/news/agm-2025');
    expect(linkResolver(link('news_item', 'agm-2025'))).toBe('/news/agm-2025');
  });

  it('wins over the fixed uids and over a parent', () => {
    expect(linkResolver(doc('news_item', 'governance', { parent: parentLink('about') }))).toBe(
      '/news/governance',
    );
  });
});

describe('linkResolver, link rule 2: feature items', () => {
  it('maps a feature_item to /education/learning-hub/featured/{uid}', () => {
    expect(linkResolver(link('feature_item', 'reading-old-handwriting'))).toBe(
      '/education/learning-hub/featured/reading-old-handwriting',
    );
    expect(linkResolver(doc('feature_item', 'london-research'))).toBe(
      '/education/learning-hub/featured/london-research',
    );
  });
});

/** A parent link as the content API answers with `page.parent` fetched on every level. */
const chain = (...uids: string[]): Record<string, unknown> => {
  let parent: Record<string, unknown> = { link_type: 'Any' };
  for (const uid of uids) parent = { ...parentLink(uid), data: { parent } };
  return parent;
};

const GUIDE_UIDS = [
  'how-to-use-probate-records',
  'how-to-start-your-family-tree',
  'how-to-use-census-records',
  'how-to-search-for-birth-marriage-and-death-certificates-1',
  'how-to-search-for-birth-marriage-and-death-certificates-2',
];

const HINTS_AND_TIPS_UIDS = [
  'genealogy-as-a-career',
  'how-to-get-the-best-results-from-familysearch',
  'make-connections',
  'genealogy-or-family-history',
  'how-to-get-the-best-results-from-the-igi',
  'writing-genealogical-reports',
  'employing-a-professional-genealogist',
  'finding-and-downloading-pcc-wills-from-the-national',
  'top-10-tips-for-starting-your-family-history',
  'london-research',
  'surname-searching',
];

describe('linkResolver, link rule 3: organisation pages, where their parent links put them', () => {
  it.each([
    ['society-policies', ['about', 'organisation'], '/about/organisation/society-policies'],
    ['annual-reports-and-agm', ['about', 'organisation'], '/about/organisation/annual-reports-and-agm'],
    ['governance', ['about', 'organisation'], '/about/organisation/governance'],
    [
      'board-of-trustees',
      ['about', 'organisation', 'governance'],
      '/about/organisation/governance/board-of-trustees',
    ],
    ['nominations', ['about', 'organisation', 'governance'], '/about/organisation/governance/nominations'],
  ])('maps %s under its ancestors to %s', (uid, ancestors, path) => {
    expect(linkResolver(doc('page', uid, { parent: chain(...ancestors) }))).toBe(path);
    expect(linkResolver(link('page', uid, { url: path }))).toBe(path);
  });

  it('follows the parent links, not the uid: a page moved elsewhere has the new address', () => {
    expect(linkResolver(doc('page', 'governance', { parent: chain('about') }))).toBe('/about/governance');
  });
});

describe('linkResolver, link rule 4: guides', () => {
  it.each(GUIDE_UIDS)('maps %s, a child of learn → guides, under /learn/guides/', (uid) => {
    expect(linkResolver(doc('page', uid, { parent: chain('learn', 'guides') }))).toBe(`/learn/guides/${uid}`);
    expect(linkResolver(link('page', uid, { url: `/learn/guides/${uid}` }))).toBe(`/learn/guides/${uid}`);
  });

  it('gives a new page under Guides a guide’s address', () => {
    expect(linkResolver(doc('page', 'how-to-read-old-wills', { parent: chain('learn', 'guides') }))).toBe(
      '/learn/guides/how-to-read-old-wills',
    );
  });

  it('does not treat a near miss as a guide', () => {
    expect(linkResolver(doc('page', 'how-to-use-census-records-3'))).toBe('/how-to-use-census-records-3');
  });
});

describe('linkResolver, link rule 5: hints and tips', () => {
  it.each(HINTS_AND_TIPS_UIDS)('maps %s, a child of learn → hints-tips, under /learn/hints-tips/', (uid) => {
    expect(linkResolver(doc('page', uid, { parent: chain('learn', 'hints-tips') }))).toBe(
      `/learn/hints-tips/${uid}`,
    );
  });
});

describe('linkResolver: types with dedicated routes (after the link rules that name uids)', () => {
  it.each([
    ['event', 'spring-lecture', '/sog-events/spring-lecture'],
    ['subscription_option', 'annual-membership', '/subscribe/annual-membership'],
    ['fhwuifhe', 'parish-registers-project', '/fhwuifhe/parish-registers-project'],
    ['cwbhvwt', 'journal-spring-2025', '/cwbhvwt/journal-spring-2025'],
    ['collection', 'memorial-cards', '/research-hub/our-collections/memorial-cards'],
  ])('maps a %s to its route', (type, uid, path) => {
    expect(linkResolver(link(type, uid))).toBe(path);
  });

  it('maps the homepage to /', () => {
    expect(linkResolver(doc('homepage', 'home'))).toBe('/');
  });

  it.each([
    ['news', '/news'],
    ['education', '/education'],
    ['learning-hub-featured', '/education/learning-hub/featured'],
    ['sog-events', '/sog-events'],
    ['subscribe', '/subscribe'],
    ['our-collections', '/research-hub/our-collections'],
    ['fhwuifhe', '/fhwuifhe'],
    ['cwbhvwt', '/cwbhvwt'],
  ])('maps the %s landing page to %s', (uid, path) => {
    expect(linkResolver(link('landing_page', uid))).toBe(path);
  });

  it('gives a type route whatever the uid', () => {
    expect(linkResolver(link('event', 'governance'))).toBe('/sog-events/governance');
  });

  it('gives a landing page whose uid names no listing no address', () => {
    expect(linkResolver(link('landing_page', 'not-a-listing'))).toBeNull();
  });
});

describe('linkResolver, link rule 6: any other document with a uid', () => {
  it('maps a document with a parent to /{parent uid}/{uid}', () => {
    expect(linkResolver(doc('page', 'organisation', { parent: parentLink('about') }))).toBe(
      '/about/organisation',
    );
  });

  it('puts a page under its whole chain of parents', () => {
    expect(linkResolver(doc('page', 'volunteering', { parent: chain('about', 'organisation') }))).toBe(
      '/about/organisation/volunteering',
    );
  });

  it('uses the API-resolved url when the fetched chain stops short, and the chain it has without one', () => {
    const cutShort = { parent: { ...parentLink('organisation'), data: { parent: parentLink('about') } } };
    expect(linkResolver(doc('page', 'volunteering', cutShort, '/about/organisation/volunteering'))).toBe(
      '/about/organisation/volunteering',
    );
    expect(linkResolver(doc('page', 'volunteering', cutShort))).toBe('/about/organisation/volunteering');
  });

  it('maps a document without a parent to /{uid}', () => {
    expect(linkResolver(doc('page', 'dheyenbvu', { parent: { link_type: 'Any' } }))).toBe('/dheyenbvu');
    expect(linkResolver(doc('page', 'dheyenbvu'))).toBe('/dheyenbvu');
  });

  it('reads the parent of a link whose parent field was fetched', () => {
    expect(linkResolver(link('page', 'guides', { data: { parent: parentLink('learn') } }))).toBe(
      '/learn/guides',
    );
    expect(
      linkResolver(link('page', 'guides', { data: { parent: { link_type: 'Any' } }, url: '/x/guides' })),
    ).toBe('/guides');
  });

  it('falls back to the API-resolved url for a link whose parent was not fetched', () => {
    expect(linkResolver(link('page', 'hints-tips', { url: '/learn/hints-tips' }))).toBe('/learn/hints-tips');
    expect(linkResolver(link('page', 'hints-tips', { data: { title: [] }, url: '/learn/hints-tips' }))).toBe(
      '/learn/hints-tips',
    );
    expect(linkResolver(link('page', 'about'))).toBe('/about');
  });
});

describe('linkResolver, link rule 7: documents without a uid', () => {
  it('uses the document’s own url', () => {
    expect(linkResolver(doc('navigation', null, {}, '/somewhere'))).toBe('/somewhere');
    expect(linkResolver(link('news_item', undefined, { url: '/news-archive' }))).toBe('/news-archive');
  });

  it('gives null when there is no url either', () => {
    expect(linkResolver(doc('navigation', null))).toBeNull();
    expect(linkResolver(link('page', undefined))).toBeNull();
  });
});
