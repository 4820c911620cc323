import type { RepositoryBundle } from '../../src/editorial/repository-bundle.ts';

const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
const paragraph = (text: string) => ({ type: 'paragraph', text, spans: [] });
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(16 - prefix.length, '0')}`;
const day = (n: number) => `2024-01-${String(n).padStart(2, '0')}`;

export const AUTHOR_ID = 'author0000000001';
export const ABOUT_ID = 'page000000000001';
export const ABOUT_FR_ID = 'page000000000002';
export const TEAM_ID = 'page000000000003';
export const EVENT_ID = 'event00000000001';
export const newsId = (n: number) => id('news', n);

/** 25 news items (news-1 … news-25), an author, pages in two languages, an event, drafts and a release. */
export function fixtureRepository(): RepositoryBundle {
  const news = Array.from({ length: 25 }, (_, index) => {
    const n = index + 1;
    return {
      id: newsId(n),
      uid: `news-${n}`,
      type: 'news_item',
      lang: 'en-gb',
      tags: n % 3 === 0 ? ['press', 'featured'] : n % 3 === 1 ? ['press'] : [],
      first_publication_date: `${day(n)}T09:00:00+0000`,
      last_publication_date: `${day(n)}T10:00:00+0000`,
      alternate_languages: [],
      data: {
        title: title(`News ${n}`),
        date: day(n),
        rank: n,
        summary: n === 7 ? 'Parish registers and the census' : null,
        author: { link_type: 'Document', id: AUTHOR_ID },
        body: [paragraph(n % 5 === 0 ? `The 1921 census release, item ${n}` : `Society update ${n}`)],
      },
    };
  });
  return {
    repository: {
      types: { news_item: 'News item', page: 'Page', author: 'Author', event: 'Event' },
      languages: [
        { id: 'en-gb', name: 'English - Great Britain', is_master: true },
        { id: 'fr-fr', name: 'French - France', is_master: false },
      ],
      bookmarks: {},
      experiments: { draft: [], running: [] },
    },
    documents: [
      ...news,
      {
        id: AUTHOR_ID,
        uid: 'jane-roe',
        type: 'author',
        lang: 'en-gb',
        tags: [],
        alternate_languages: [],
        data: { name: 'Jane Roe', bio: [paragraph('Archivist')] },
      },
      {
        id: ABOUT_ID,
        uid: 'about',
        type: 'page',
        lang: 'en-gb',
        tags: ['org'],
        alternate_languages: [],
        data: { title: title('About us'), parent: { link_type: 'Any' } },
      },
      {
        id: ABOUT_FR_ID,
        uid: 'a-propos',
        type: 'page',
        lang: 'fr-fr',
        tags: ['org'],
        alternate_languages: [{ id: ABOUT_ID }],
        data: { title: title('À propos'), parent: { link_type: 'Any' } },
      },
      {
        id: TEAM_ID,
        uid: 'team',
        type: 'page',
        lang: 'en-gb',
        tags: [],
        alternate_languages: [],
        data: { title: title('Our team'), parent: { link_type: 'Document', id: ABOUT_ID } },
      },
      {
        id: EVENT_ID,
        uid: 'census-talk',
        type: 'event',
        lang: 'en-gb',
        tags: [],
        alternate_languages: [],
        data: {
          title: title('Census talk'),
          start: '2024-03-15T19:30:00+0000',
          location: { latitude: 51.5, longitude: -0.12 },
          price: 5,
        },
      },
    ],
    drafts: [
      { ...news[0]!, data: { ...news[0]!.data, title: title('News 1 (edited)') } },
      {
        id: 'draftonly0000001',
        uid: 'draft-only',
        type: 'news_item',
        lang: 'en-gb',
        tags: [],
        alternate_languages: [],
        data: { title: title('Never published'), date: '2024-02-01', rank: 99 },
      },
    ],
    releases: [
      {
        release: { id: 'spring', label: 'Spring issue', scheduledAt: '2030-03-01T09:00:00+00:00' },
        documents: [{ ...news[1]!, data: { ...news[1]!.data, title: title('News 2 (spring)') } }],
      },
    ],
  } as RepositoryBundle;
}
