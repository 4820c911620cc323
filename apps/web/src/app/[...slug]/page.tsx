import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { MembersOnlyNotice } from '../../components/members-only-notice.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { CmsPageView } from '../../components/views/cms-page-view.tsx';
import { NOT_FOUND_METADATA, pageMetadata } from '../../lib/page-metadata.ts';
import { getContentPage } from '../../server/content/get-content-page.ts';
import { pagePathParams } from '../../server/content/static-params.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';

export const generateStaticParams = pagePathParams;

export async function generateMetadata({ params }: PageProps<'/[...slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const found = await unlessFailing(getContentPage(slug));
  if (!found) return NOT_FOUND_METADATA;
  if (found.page.data.members_only) return {};
  const { data } = found.page;
  return pageMetadata({
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    title: asText(data.title),
    summary: data.summary,
    path: found.path,
  });
}

export default async function CmsPage({ params }: PageProps<'/[...slug]'>) {
  const { slug } = await params;
  const found = await getContentPage(slug);
  if (!found) return <NotFoundPage />;
  if (found.page.data.members_only) {
    const title = asText(found.page.data.title).trim() || found.page.uid;
    return <MembersOnlyNotice title={title} path={found.path} />;
  }
  return <CmsPageView found={found} />;
}
