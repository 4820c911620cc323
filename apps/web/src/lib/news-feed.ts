import { asText } from '@prismicio/client';
import { Feed } from 'feed';
import { absoluteUrl } from './absolute-url.ts';
import { contentDate } from './content-date.ts';
import type { NewsItemDocument } from './content-types.ts';
import type { SiteIdentity } from './json-ld.ts';
import { linkResolver } from './link-resolver.ts';
import { NEWS_FEED_PATH } from './shared-metadata.ts';

/** How many of the latest news items the feed carries. */
export const NEWS_FEED_SIZE = 20;

const publishedAt = (item: NewsItemDocument) =>
  contentDate(item.data.date, `news_item ${item.uid} date`) ??
  contentDate(item.first_publication_date, `news_item ${item.uid} first_publication_date`) ??
  new Date(0);

/**
 * The news as an RSS 2.0 document: absolute links, each item's date as `pubDate` and its summary as
 * description. `lastBuildDate` is the newest publication, so the same content gives the same bytes.
 */
export function newsFeed(items: NewsItemDocument[], site: SiteIdentity, description: string): string {
  const updated = items
    .map((item) => contentDate(item.last_publication_date, `news_item ${item.uid} last_publication_date`))
    .reduce<Date>((newest, date) => (date && date > newest ? date : newest), new Date(0));
  const feed = new Feed({
    title: `${site.name}: news`,
    description,
    id: absoluteUrl('/news', site.url),
    link: absoluteUrl('/news', site.url),
    feedLinks: { rss: absoluteUrl(NEWS_FEED_PATH, site.url) },
    language: 'en-GB',
    copyright: `Copyright ${site.name}`,
    updated,
    generator: false,
  });
  for (const item of items) {
    const link = absoluteUrl(linkResolver(item) ?? '/news', site.url);
    feed.addItem({
      title: asText(item.data.title).trim() || item.uid,
      id: link,
      link,
      date: publishedAt(item),
      ...(item.data.summary?.trim() ? { description: item.data.summary.trim() } : {}),
      ...(item.data.category ? { category: [{ name: item.data.category }] } : {}),
    });
  }
  return feed.rss2();
}
