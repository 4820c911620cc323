import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TreePersonView } from '../../../../../components/trees/tree-person-view.tsx';
import { treePersonName } from '../../../../../lib/trees/tree-person-labels.ts';
import { getTreePerson } from '../../../../../server/trees/get-tree-person.ts';

type Props = PageProps<'/research-hub/our-collections/family-trees-record/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = await getTreePerson((await params).slug);
  if (!detail) return { title: 'Person not found' };
  return {
    title: `${treePersonName(detail.person)}, ${detail.tree.title}`,
    ...(detail.person.withheld ? { robots: { index: false, follow: true } } : {}),
  };
}

/** One person of a family tree (`{slug}` is the person's id); a living person's name and facts are withheld. */
export default async function TreePersonPage({ params }: Props) {
  const detail = await getTreePerson((await params).slug);
  if (!detail) notFound();
  return <TreePersonView detail={detail} />;
}
