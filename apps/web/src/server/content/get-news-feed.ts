import 'server-only';
import { filter } from '@prismicio/client';
import type { NewsItemDocument } from '../../lib/content-types.ts';
import { NEWS_FEED_SIZE } from '../../lib/news-feed.ts';
import { createContentApi } from './content-api.ts';
import { NEWEST_FIRST } from './get-news.ts';

export type NewsFeedContent = { items: NewsItemDocument[]; description: string | null };

/** The latest public news items, newest first, and the news landing page's description. */
export async function getNewsFeedContent(): Promise<NewsFeedContent> {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'news'),
    api.getByType('news_item', {
      // Members-only articles answer 404 to the public, so a feed reader must not be sent there.
      filters: [filter.not('my.news_item.members_only', true)],
      orderings: NEWEST_FIRST,
      pageSize: NEWS_FEED_SIZE,
    }),
  ]);
  return { items: list.results, description: landing?.data.meta_description?.trim() || null };
}
