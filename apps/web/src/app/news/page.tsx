import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsCard } from '../../components/news-card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { landingMetadata } from '../../lib/landing-metadata.ts';
import { parsePageNumber } from '../../lib/routing.ts';
import { getNewsList } from '../../server/content/get-news.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';
import { pageSlices } from '../../slices/page-slices.tsx';

export async function generateMetadata({ searchParams }: PageProps<'/news'>): Promise<Metadata> {
  const page = parsePageNumber((await searchParams).page);
  const list = page ? await unlessFailing(getNewsList(page)) : null;
  if (!list || !page) return {};
  return landingMetadata(list.landing, 'News', '/news', page);
}

export default async function NewsPage({ searchParams }: PageProps<'/news'>) {
  const page = parsePageNumber((await searchParams).page);
  if (!page) notFound();
  const news = await getNewsList(page);
  if (!news) notFound();
  const data = news.landing?.data;
  const title = asText(data?.title)?.trim() || 'News';
  return (
    <>
      <PageHeader title={title} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {news.items.length === 0 ? (
          <p className="text-lg text-stone-700">There is no news yet.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
        <Pagination path="/news" page={news.page} totalPages={news.totalPages} />
        {page === 1 && data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
