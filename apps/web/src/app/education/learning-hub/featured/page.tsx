import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CardGrid, DocumentCard } from '../../../../components/document-card.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { RichText } from '../../../../components/rich-text.tsx';
import { landingMetadata } from '../../../../lib/landing-metadata.ts';
import { parsePageNumber } from '../../../../lib/routing.ts';
import { getFeatureList } from '../../../../server/content/get-features.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';
import { pageSlices } from '../../../../slices/page-slices.tsx';

const PATH = '/education/learning-hub/featured';

export async function generateMetadata({
  searchParams,
}: PageProps<'/education/learning-hub/featured'>): Promise<Metadata> {
  const page = parsePageNumber((await searchParams).page);
  const list = page ? await unlessFailing(getFeatureList(page)) : null;
  if (!list || !page) return {};
  return landingMetadata(list.landing, 'Featured articles', PATH, page);
}

export default async function FeaturedPage({ searchParams }: PageProps<'/education/learning-hub/featured'>) {
  const page = parsePageNumber((await searchParams).page);
  if (!page) notFound();
  const features = await getFeatureList(page);
  if (!features) notFound();
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
        <Pagination path={PATH} page={features.page} totalPages={features.totalPages} />
        {page === 1 && data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
