import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MembersOnlyNotice } from '../../../../../components/members-only-notice.tsx';
import { FeatureArticleView } from '../../../../../components/views/feature-article-view.tsx';
import { documentMetadata } from '../../../../../lib/page-metadata.ts';
import { getFeature } from '../../../../../server/content/get-features.ts';
import { unlessFailing } from '../../../../../server/content/unless-failing.ts';

export async function generateMetadata({
  params,
}: PageProps<'/education/learning-hub/featured/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(
    await unlessFailing(getFeature(slug)),
    (uid) => `/education/learning-hub/featured/${uid}`,
  );
}

export default async function FeatureArticlePage({
  params,
}: PageProps<'/education/learning-hub/featured/[slug]'>) {
  const { slug } = await params;
  const item = await getFeature(slug);
  if (!item) notFound();
  if (item.data.members_only) {
    const title = asText(item.data.title).trim() || 'Untitled article';
    return <MembersOnlyNotice title={title} path={`/education/learning-hub/featured/${item.uid}`} />;
  }
  return <FeatureArticleView item={item} />;
}
