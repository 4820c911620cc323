import 'server-only';
import { filter } from '@prismicio/client';
import { cache } from 'react';
import type { LandingPageDocument, NewsItemDocument } from '../../lib/content-types.ts';
import { isUid } from '../../lib/routing.ts';
import { createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';

export const NEWS_PAGE_SIZE = 10;

export const NEWEST_FIRST = [
  { field: 'my.news_item.date', direction: 'desc' as const },
  { field: 'document.first_publication_date', direction: 'desc' as const },
];

export type NewsList = {
  landing: LandingPageDocument | null;
  items: NewsItemDocument[];
  page: number;
  totalPages: number;
};

/** One page of news, newest first, with the `news` landing page's intro; `null` past the last page. */
export const getNewsList = cache(async (page: number): Promise<NewsList | null> => {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'news', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('news_item', { orderings: NEWEST_FIRST, pageSize: NEWS_PAGE_SIZE, page }),
  ]);
  const totalPages = Math.max(list.total_pages, 1);
  if (page > totalPages) return null;
  return { landing, items: list.results, page, totalPages };
});

export type NewsArticle = {
  item: NewsItemDocument;
  newer: NewsItemDocument | null;
  older: NewsItemDocument | null;
};

/** A news article and its neighbours by date. */
export const getNewsArticle = cache(async (uid: string): Promise<NewsArticle | null> => {
  if (!isUid(uid)) return null;
  const api = createContentApi();
  const item = await api.getByUID('news_item', uid, { fetchLinks: CARD_FETCH_LINKS });
  if (!item) return null;
  const date = item.data.date;
  if (!date) return { item, newer: null, older: null };
  const [older, newer] = await Promise.all([
    api.getByType('news_item', {
      filters: [filter.dateBefore('my.news_item.date', date)],
      orderings: NEWEST_FIRST,
      pageSize: 1,
    }),
    api.getByType('news_item', {
      filters: [filter.dateAfter('my.news_item.date', date)],
      orderings: [{ field: 'my.news_item.date' }, { field: 'document.first_publication_date' }],
      pageSize: 1,
    }),
  ]);
  return { item, newer: newer.results[0] ?? null, older: older.results[0] ?? null };
});
