import { IMAGE_VIEWER_PATH, imageViewerPath } from '@society/record-search/paths';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { MembersOnlyNotice } from '../../../components/members-only-notice.tsx';
import { ImageViewerView, imageHeading } from '../../../components/viewer/image-viewer-view.tsx';
import { MembershipNeeded } from '../../../components/viewer/membership-needed.tsx';
import { env } from '../../../env.ts';
import { NOT_FOUND_METADATA } from '../../../lib/page-metadata.ts';
import { getViewerImage } from '../../../server/viewer/get-viewer-image.ts';

export async function generateMetadata({ params }: PageProps<'/image-viewer/[slug]'>): Promise<Metadata> {
  const found = await getViewerImage((await params).slug);
  if (found.kind === 'missing') return NOT_FOUND_METADATA;
  return { title: found.kind === 'image' ? imageHeading(found.detail.image) : 'Members-only image' };
}

/** One image in the deep-zoom viewer; a members-only image shows only how to sign in (the api refuses its tiles). */
export default async function ImageViewerPage({ params }: PageProps<'/image-viewer/[slug]'>) {
  const { slug } = await params;
  const found = await getViewerImage(slug);
  if (found.kind === 'missing') notFound();
  if (found.kind === 'redirect') permanentRedirect(imageViewerPath(found.slug));
  if (found.kind === 'locked' && found.status === 403) return <MembershipNeeded />;
  if (found.kind === 'locked')
    return <MembersOnlyNotice title="Members-only image" path={`${IMAGE_VIEWER_PATH}/${slug}`} />;
  return <ImageViewerView detail={found.detail} siteUrl={env.SITE_URL} />;
}
