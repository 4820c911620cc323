import { kindPath } from '@society/record-search/paths';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BirthBriefView } from '../../../../components/briefs/birth-brief-view.tsx';
import { BirthBriefsView } from '../../../../components/briefs/birth-briefs-view.tsx';
import { getBirthBrief, getBirthBriefsPage } from '../../../../server/briefs/get-birth-briefs-page.ts';

const PATH = kindPath('birth_briefs');

export async function generateMetadata({
  searchParams,
}: PageProps<'/research-hub/our-collections/birth-briefs'>): Promise<Metadata> {
  const params = await searchParams;
  if (typeof params.brief === 'string') return { title: (await getBirthBrief(params.brief)).title };
  const searched = Object.keys(params).length > 0;
  return { title: 'Birth briefs', ...(searched ? { robots: { index: false, follow: true } } : {}) };
}

/** Birth briefs: the search by any of the 31 names and the list, or one brief (`?brief={id}`). */
export default async function BirthBriefsPage({
  searchParams,
}: PageProps<'/research-hub/our-collections/birth-briefs'>) {
  const page = await getBirthBriefsPage(await searchParams);
  if (page.kind === 'redirect') redirect(`${PATH}?${page.query}`);
  if (page.kind === 'brief') return <BirthBriefView brief={page.brief} />;
  return <BirthBriefsView page={page} />;
}
