import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { FeatureList } from '../server/content/get-features.ts';
import { pageSlices } from '../slices/page-slices.tsx';
import { CardGrid, DocumentCard } from './document-card.tsx';
import { PageHeader } from './page-header.tsx';
import { Pagination } from './pagination.tsx';
import { RichText } from './rich-text.tsx';

export const FEATURED_PATH = '/education/learning-hub/featured';

/** One page of the learning hub's featured articles; the landing page's slices follow the first page only. */
export function FeatureListView({ features }: { features: FeatureList }) {
  const data = features.landing?.data;
  const title = asText(data?.title)?.trim() || 'Featured articles';
  return (
    <>
      <PageHeader title={title} trail={[{ title: 'Education', href: '/education' }]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <CardGrid empty="There are no featured articles yet.">
          {features.items.map((item) => (
            <li key={item.id}>
              <DocumentCard
                document={item}
                title={asText(item.data.title) || 'Untitled article'}
                summary={item.data.summary}
                eyebrow={item.data.topic}
                date={item.data.date}
                image={item.data.image}
              />
            </li>
          ))}
        </CardGrid>
        <Pagination path={FEATURED_PATH} page={features.page} totalPages={features.totalPages} />
        {features.page === 1 && data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
