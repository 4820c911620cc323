import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionDataPageView } from '../../../../../components/collections/collection-data-page-view.tsx';
import { rawQueryString } from '../../../../../lib/collections/search-page-params.ts';
import {
  collectionDataTitle,
  getCollectionDataPage,
} from '../../../../../server/collections/get-collection-data-page.ts';

type Props = PageProps<'/research-hub/our-collections/record-sets/[slug]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const page = await getCollectionDataPage('record_set', (await params).slug, await searchParams);
  return { title: collectionDataTitle(page) };
}

/** A record set: search within it, browse its surnames A to Z, and (`?record=ID`) one of its records. */
export default async function RecordSetPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const query = await searchParams;
  const page = await getCollectionDataPage('record_set', slug, query);
  if (!page) notFound();
  const search = rawQueryString(query);
  return (
    <CollectionDataPageView
      page={page}
      path={`/research-hub/our-collections/record-sets/${slug}${search ? `?${search}` : ''}`}
    />
  );
}
