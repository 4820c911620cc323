import { PEDIGREE_SEARCH_PATH } from '@society/record-search/paths';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PedigreeSearchView } from '../../../../components/trees/pedigree-search-view.tsx';
import { getPedigreeSearch } from '../../../../server/trees/get-pedigree-search.ts';

type Props = PageProps<'/research-hub/our-collections/pedigree-search'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const searched = Object.keys(await searchParams).length > 0;
  return { title: 'Pedigree search', ...(searched ? { robots: { index: false, follow: true } } : {}) };
}

/** Find a person across trees and birth briefs (`?surname=…`), then chart their ancestors (`?person=ID`). */
export default async function PedigreeSearchPage({ searchParams }: Props) {
  const page = await getPedigreeSearch(await searchParams);
  if ('kind' in page) redirect(`${PEDIGREE_SEARCH_PATH}?${page.query}`);
  return <PedigreeSearchView page={page} />;
}
