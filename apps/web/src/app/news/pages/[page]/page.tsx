import type { Metadata } from 'next';
import { NewsListView } from '../../../../components/news-list-view.tsx';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';
import { landingMetadata } from '../../../../lib/landing-metadata.ts';
import { NOT_FOUND_METADATA } from '../../../../lib/page-metadata.ts';
import { parsePageNumber } from '../../../../lib/routing.ts';
import { getNewsList } from '../../../../server/content/get-news.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';

/** Pages of `/news?page=N` (rewritten here): rendered on first request, then served as static pages. */
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: PageProps<'/news/pages/[page]'>): Promise<Metadata> {
  const page = parsePageNumber((await params).page);
  const list = page ? await unlessFailing(getNewsList(page)) : null;
  return list && page ? landingMetadata(list.landing, 'News', '/news', page) : NOT_FOUND_METADATA;
}

export default async function NewsListPage({ params }: PageProps<'/news/pages/[page]'>) {
  const page = parsePageNumber((await params).page);
  const news = page ? await getNewsList(page) : null;
  if (!news) return <NotFoundPage />;
  return <NewsListView news={news} />;
}
