import type { Metadata } from 'next';
import { FEATURED_PATH, FeatureListView } from '../../../../../../components/feature-list-view.tsx';
import { NotFoundPage } from '../../../../../../components/not-found-page.tsx';
import { landingMetadata } from '../../../../../../lib/landing-metadata.ts';
import { NOT_FOUND_METADATA } from '../../../../../../lib/page-metadata.ts';
import { parsePageNumber } from '../../../../../../lib/routing.ts';
import { getFeatureList } from '../../../../../../server/content/get-features.ts';
import { unlessFailing } from '../../../../../../server/content/unless-failing.ts';

type Props = PageProps<'/education/learning-hub/featured/pages/[page]'>;

/** Pages of `?page=N` (rewritten here): rendered on first request, then served as static pages. */
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageNumber((await params).page);
  const list = page ? await unlessFailing(getFeatureList(page)) : null;
  return list && page
    ? landingMetadata(list.landing, 'Featured articles', FEATURED_PATH, page)
    : NOT_FOUND_METADATA;
}

export default async function FeaturedListPage({ params }: Props) {
  const page = parsePageNumber((await params).page);
  const features = page ? await getFeatureList(page) : null;
  if (!features) return <NotFoundPage />;
  return <FeatureListView features={features} />;
}
