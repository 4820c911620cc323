import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionDataView } from '../../../../../components/collections/collection-data-view.tsx';
import { TreeView } from '../../../../../components/trees/tree-view.tsx';
import { getTreePage } from '../../../../../server/trees/get-tree-page.ts';

type Props = PageProps<'/research-hub/our-collections/family-trees/[slug]'>;

const letterOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const page = await getTreePage((await params).slug, letterOf((await searchParams).letter));
  if (page.kind === 'not-found') return { title: 'Family tree not found' };
  return { title: page.kind === 'tree' ? page.detail.tree.title : page.detail.collection.title };
}

/** One family tree: submitter, sources, surname index and people A to Z. */
export default async function FamilyTreePage({ params, searchParams }: Props) {
  const page = await getTreePage((await params).slug, letterOf((await searchParams).letter));
  if (page.kind === 'not-found') notFound();
  if (page.kind === 'locked') return <CollectionDataView detail={page.detail} />;
  return <TreeView detail={page.detail} />;
}
