import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RecordSearchView } from '../../../../components/collections/record-search-view.tsx';
import { resultsPath } from '../../../../lib/collections/search-page-params.ts';
import { getRecordSearch } from '../../../../server/collections/get-record-search.ts';

/** The empty search page is for everyone to find; its result pages are not for search engines. */
export async function generateMetadata({
  searchParams,
}: PageProps<'/research-hub/our-collections/searchexplore'>): Promise<Metadata> {
  const searched = Object.keys(await searchParams).length > 0;
  return { title: 'Search and explore', ...(searched ? { robots: { index: false, follow: true } } : {}) };
}

/** Searches every collection; the whole search lives in the query string (so it can be saved and shared). */
export default async function SearchExplorePage({
  searchParams,
}: PageProps<'/research-hub/our-collections/searchexplore'>) {
  const view = await getRecordSearch(await searchParams);
  // A form submission or a hand-made address: its canonical one, at the results.
  if (view.kind === 'redirect') redirect(resultsPath(view.query));
  return <RecordSearchView view={view} />;
}
