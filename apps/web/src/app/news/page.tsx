import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsListView } from '../../components/news-list-view.tsx';
import { landingMetadata } from '../../lib/landing-metadata.ts';
import { getNewsList } from '../../server/content/get-news.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';

// `/news?page=N` is rewritten to `/news/pages/N` (next.config.ts), so this first page stays static.
export async function generateMetadata(): Promise<Metadata> {
  const list = await unlessFailing(getNewsList(1));
  return list ? landingMetadata(list.landing, 'News', '/news', 1) : {};
}

export default async function NewsPage() {
  const news = await getNewsList(1);
  if (!news) notFound();
  return <NewsListView news={news} />;
}
