import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FEATURED_PATH, FeatureListView } from '../../../../components/feature-list-view.tsx';
import { landingMetadata } from '../../../../lib/landing-metadata.ts';
import { getFeatureList } from '../../../../server/content/get-features.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';

// `?page=N` is rewritten to `./pages/N` (next.config.ts), so this first page stays static.
export async function generateMetadata(): Promise<Metadata> {
  const list = await unlessFailing(getFeatureList(1));
  return list ? landingMetadata(list.landing, 'Featured articles', FEATURED_PATH, 1) : {};
}

export default async function FeaturedPage() {
  const features = await getFeatureList(1);
  if (!features) notFound();
  return <FeatureListView features={features} />;
}
