import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MembersOnlyNotice } from '../../../../components/members-only-notice.tsx';
import { CollectionView } from '../../../../components/views/collection-view.tsx';
import { documentMetadata } from '../../../../lib/page-metadata.ts';
import { getCollection } from '../../../../server/content/get-collections.ts';
import { uidParams } from '../../../../server/content/static-params.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';

export const generateStaticParams = () => uidParams('collection');

export async function generateMetadata({
  params,
}: PageProps<'/research-hub/our-collections/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(
    await unlessFailing(getCollection(slug)),
    (uid) => `/research-hub/our-collections/${uid}`,
  );
}

export default async function CollectionPage({ params }: PageProps<'/research-hub/our-collections/[slug]'>) {
  const { slug } = await params;
  const collection = await getCollection(slug);
  if (!collection) notFound();
  if (collection.data.members_only) {
    const title = asText(collection.data.title).trim() || 'Untitled collection';
    return <MembersOnlyNotice title={title} path={`/research-hub/our-collections/${collection.uid}`} />;
  }
  return <CollectionView collection={collection} />;
}
