import 'server-only';
import { filter } from '@prismicio/client';
import { cache } from 'react';
import { contentDate } from '../../lib/content-date.ts';
import type {
  EventDocument,
  HomepageDocument,
  HomepageSlice,
  NavigationData,
  NewsItemDocument,
} from '../../lib/content-types.ts';
import { type ContentApi, createContentApi } from './content-api.ts';
import { getNavigation } from './get-navigation.ts';

export type HomePage = {
  homepage: HomepageDocument;
  news: NewsItemDocument[];
  events: EventDocument[];
  navigation: NavigationData;
};

const DEFAULT_COUNT = 3;
const MAX_COUNT = 12;
const MINUTE_MS = 60_000;

/** Linked documents shown on cards (collection highlights, learning picks); `page.parent` lets links resolve. */
const FETCH_LINKS = [
  'collection.title',
  'collection.summary',
  'collection.image',
  'collection.kind',
  'collection.access',
  'feature_item.title',
  'feature_item.summary',
  'feature_item.reading_minutes',
  'page.title',
  'page.summary',
  'page.parent',
  'news_item.title',
  'event.title',
];

function sliceCount(slices: HomepageSlice[], type: 'latest_news' | 'upcoming_events'): number {
  const counts = slices.flatMap((slice) =>
    slice.slice_type === type ? [Math.trunc(slice.primary.count ?? DEFAULT_COUNT)] : [],
  );
  return counts.length === 0 ? 0 : Math.min(Math.max(...counts, 1), MAX_COUNT);
}

async function getLatestNews(api: ContentApi, count: number): Promise<NewsItemDocument[]> {
  const { results } = await api.getByType('news_item', {
    orderings: [
      { field: 'my.news_item.date', direction: 'desc' },
      { field: 'document.first_publication_date', direction: 'desc' },
    ],
    pageSize: count,
  });
  return results;
}

async function getUpcomingEvents(api: ContentApi, count: number, now: Date): Promise<EventDocument[]> {
  // A bound rounded to the minute keeps the query URL, and so its cache entry, stable for a minute;
  // events that started earlier in that minute are filtered out below.
  const bound = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS - 1);
  const { results } = await api.getByType('event', {
    filters: [filter.dateAfter('my.event.start', bound)],
    orderings: [{ field: 'my.event.start' }],
    pageSize: count + 5,
  });
  return results
    .filter(
      (event) =>
        (contentDate(event.data.start, `event ${event.uid} start`)?.getTime() ?? Number.NEGATIVE_INFINITY) >=
        now.getTime(),
    )
    .slice(0, count);
}

/** The homepage with the news and events its slices list, and the site navigation. */
export const getHomePage = cache(async (): Promise<HomePage | null> => {
  const api = createContentApi();
  const [homepage, navigation] = await Promise.all([
    api.getSingle('homepage', { fetchLinks: FETCH_LINKS }),
    getNavigation(),
  ]);
  if (!homepage) return null;
  const slices = homepage.data.slices;
  const newsCount = sliceCount(slices, 'latest_news');
  const eventCount = sliceCount(slices, 'upcoming_events');
  const [news, events] = await Promise.all([
    newsCount > 0 ? getLatestNews(api, newsCount) : [],
    eventCount > 0 ? getUpcomingEvents(api, eventCount, new Date()) : [],
  ]);
  return { homepage, news, events, navigation };
});
