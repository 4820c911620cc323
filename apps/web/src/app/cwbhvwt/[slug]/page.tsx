import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { MembersOnlyNotice } from '../../../components/members-only-notice.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PublicationView } from '../../../components/views/publication-view.tsx';
import { documentMetadata } from '../../../lib/page-metadata.ts';
import { getPublication } from '../../../server/content/get-archives.ts';
import { uidParams } from '../../../server/content/static-params.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

export const generateStaticParams = () => uidParams('cwbhvwt');

export async function generateMetadata({ params }: PageProps<'/cwbhvwt/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(await unlessFailing(getPublication(slug)), (uid) => `/cwbhvwt/${uid}`);
}

export default async function PublicationPage({ params }: PageProps<'/cwbhvwt/[slug]'>) {
  const { slug } = await params;
  const item = await getPublication(slug);
  if (!item) return <NotFoundPage />;
  if (item.data.members_only) {
    const title = asText(item.data.title).trim() || 'Untitled publication';
    return <MembersOnlyNotice title={title} path={`/cwbhvwt/${item.uid}`} />;
  }
  return <PublicationView item={item} />;
}
