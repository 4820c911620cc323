import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { CardGrid, DocumentCard } from '../../components/document-card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { pageMetadata } from '../../lib/page-metadata.ts';
import { getPublicationsList } from '../../server/content/get-archives.ts';
import { pageSlices } from '../../slices/page-slices.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const publications = await getPublicationsList().catch((error: unknown) => {
    unstable_rethrow(error);
    return null;
  });
  const data = publications?.landing?.data;
  return pageMetadata({
    metaTitle: data?.meta_title,
    metaDescription: data?.meta_description,
    title: asText(data?.title) || 'Publications',
    path: '/cwbhvwt',
  });
}

export default async function PublicationsPage() {
  const { landing, items } = await getPublicationsList();
  const data = landing?.data;
  const title = asText(data?.title)?.trim() || 'Publications';
  return (
    <>
      <PageHeader title={title} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <CardGrid empty="There are no publications yet.">
          {items.map((item) => (
            <li key={item.id}>
              <DocumentCard
                document={item}
                title={asText(item.data.title) || 'Untitled publication'}
                summary={item.data.summary}
                eyebrow={item.data.issue}
                date={item.data.date}
                image={item.data.image}
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
