import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { AccessBadge } from '../../../components/access-badge.tsx';
import { CardGrid, DocumentCard } from '../../../components/document-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { pageMetadata } from '../../../lib/page-metadata.ts';
import { getCollectionsPage } from '../../../server/content/get-collections.ts';
import { pageSlices } from '../../../slices/page-slices.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const collections = await getCollectionsPage().catch((error: unknown) => {
    unstable_rethrow(error);
    return null;
  });
  const data = collections?.landing?.data;
  return pageMetadata({
    metaTitle: data?.meta_title,
    metaDescription: data?.meta_description,
    title: asText(data?.title) || 'Our collections',
    path: '/research-hub/our-collections',
  });
}

export default async function CollectionsPage() {
  const { landing, collections } = await getCollectionsPage();
  const data = landing?.data;
  const title = asText(data?.title)?.trim() || 'Our collections';
  return (
    <>
      <PageHeader title={title} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <CardGrid empty="There are no collections yet.">
          {collections.map((collection) => (
            <li key={collection.id}>
              <DocumentCard
                document={collection}
                title={asText(collection.data.title) || 'Untitled collection'}
                summary={collection.data.summary}
                eyebrow={collection.data.kind}
                image={collection.data.image}
                footer={<AccessBadge access={collection.data.access} />}
              />
            </li>
          ))}
        </CardGrid>
        {data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
