import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { CardGrid, DocumentCard } from '../../components/document-card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { pageMetadata } from '../../lib/page-metadata.ts';
import { getProjectsList } from '../../server/content/get-archives.ts';
import { pageSlices } from '../../slices/page-slices.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const projects = await getProjectsList().catch((error: unknown) => {
    unstable_rethrow(error);
    return null;
  });
  const data = projects?.landing?.data;
  return pageMetadata({
    metaTitle: data?.meta_title,
    metaDescription: data?.meta_description,
    title: asText(data?.title) || 'Research projects',
    path: '/fhwuifhe',
  });
}

export default async function ProjectsPage() {
  const { landing, items } = await getProjectsList();
  const data = landing?.data;
  const title = asText(data?.title)?.trim() || 'Research projects';
  return (
    <>
      <PageHeader title={title} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <CardGrid empty="There are no research projects yet.">
          {items.map((item) => (
            <li key={item.id}>
              <DocumentCard
                document={item}
                title={asText(item.data.title) || 'Untitled project'}
                summary={item.data.summary}
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
