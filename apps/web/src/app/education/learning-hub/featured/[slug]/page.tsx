import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { JsonLd } from '../../../../../components/json-ld.tsx';
import { MembersOnlyNotice } from '../../../../../components/members-only-notice.tsx';
import { NotFoundPage } from '../../../../../components/not-found-page.tsx';
import { FeatureArticleView } from '../../../../../components/views/feature-article-view.tsx';
import { articleJsonLd } from '../../../../../lib/article-json-ld.ts';
import { documentMetadata } from '../../../../../lib/page-metadata.ts';
import { getFeature } from '../../../../../server/content/get-features.ts';
import { uidParams } from '../../../../../server/content/static-params.ts';
import { unlessFailing } from '../../../../../server/content/unless-failing.ts';
import { siteIdentity } from '../../../../../server/site-identity.ts';

export const generateStaticParams = () => uidParams('feature_item');

export async function generateMetadata({
  params,
}: PageProps<'/education/learning-hub/featured/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const item = await unlessFailing(getFeature(slug));
  return documentMetadata(item, (uid) => `/education/learning-hub/featured/${uid}`, item?.data.topic);
}

export default async function FeatureArticlePage({
  params,
}: PageProps<'/education/learning-hub/featured/[slug]'>) {
  const { slug } = await params;
  const item = await getFeature(slug);
  if (!item) return <NotFoundPage />;
  if (item.data.members_only) {
    const title = asText(item.data.title).trim() || 'Untitled article';
    return <MembersOnlyNotice title={title} path={`/education/learning-hub/featured/${item.uid}`} />;
  }
  return (
    <>
      <JsonLd data={articleJsonLd(item, siteIdentity)} />
      <FeatureArticleView item={item} />
    </>
  );
}
