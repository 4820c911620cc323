import { kindPath } from '@society/record-search/paths';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FamilyTreesView } from '../../../../components/trees/family-trees-view.tsx';
import { getFamilyTrees } from '../../../../server/trees/get-family-trees.ts';

type Props = PageProps<'/research-hub/our-collections/family-trees'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const searched = Object.keys(await searchParams).length > 0;
  return { title: 'Family trees', ...(searched ? { robots: { index: false, follow: true } } : {}) };
}

/** The submitted trees and a search by name across them (per visitor: living people are private). */
export default async function FamilyTreesPage({ searchParams }: Props) {
  const page = await getFamilyTrees(await searchParams);
  if ('kind' in page) redirect(`${kindPath('family_tree')}?${page.query}`);
  return <FamilyTreesView page={page} />;
}
