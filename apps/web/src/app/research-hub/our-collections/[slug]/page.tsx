import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { MembersOnlyNotice } from '../../../../components/members-only-notice.tsx';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';
import { CollectionView } from '../../../../components/views/collection-view.tsx';
import { documentMetadata } from '../../../../lib/page-metadata.ts';
import { getCollectionWithData } from '../../../../server/collections/get-collection-with-data.ts';
import { getCollection } from '../../../../server/content/get-collections.ts';
import { uidParams } from '../../../../server/content/static-params.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';

/** Collection documents whose uid names one of the section's own routes are shown by that route. */
const OWN_ROUTES = new Set([
  'record-sets',
  'indexes',
  'searchexplore',
  'family-trees',
  'pedigree-search',
  'birth-briefs',
  'memorial-cards',
]);

export const generateStaticParams = async () =>
  (await uidParams('collection')).filter(({ slug }) => !OWN_ROUTES.has(slug));

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
  const { collection, data } = await getCollectionWithData(slug);
  if (!collection) return <NotFoundPage />;
  if (collection.data.members_only) {
    const title = asText(collection.data.title).trim() || 'Untitled collection';
    return <MembersOnlyNotice title={title} path={`/research-hub/our-collections/${collection.uid}`} />;
  }
  return <CollectionView collection={collection} data={data} />;
}
