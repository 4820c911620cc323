import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { NewsList } from '../server/content/get-news.ts';
import { pageSlices } from '../slices/page-slices.tsx';
import { NewsCard } from './news-card.tsx';
import { PageHeader } from './page-header.tsx';
import { Pagination } from './pagination.tsx';
import { RichText } from './rich-text.tsx';

/** One page of the news listing; the landing page's slices follow the first page only. */
export function NewsListView({ news }: { news: NewsList }) {
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
        {news.page === 1 && data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
