import { newsFeed } from '../../../lib/news-feed.ts';
import { getNewsFeedContent } from '../../../server/content/get-news-feed.ts';
import { siteIdentity } from '../../../server/site-identity.ts';

// Reads no request data, so it can be served from the cache and regenerated like the pages.
export const revalidate = 60;

/** `/news/rss.xml`: the latest news as RSS 2.0. */
export async function GET() {
  const { items, description } = await getNewsFeedContent();
  const xml = newsFeed(items, siteIdentity, description ?? `News from the ${siteIdentity.name}.`);
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
