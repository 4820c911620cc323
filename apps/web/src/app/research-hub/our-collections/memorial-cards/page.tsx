import { kindPath } from '@society/record-search/paths';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MemorialCardsView } from '../../../../components/cards/memorial-cards-view.tsx';
import { getMemorialCardsPage } from '../../../../server/cards/get-memorial-cards-page.ts';

export async function generateMetadata({
  searchParams,
}: PageProps<'/research-hub/our-collections/memorial-cards'>): Promise<Metadata> {
  const searched = Object.keys(await searchParams).some((key) => key !== 'page');
  return { title: 'Memorial cards', ...(searched ? { robots: { index: false, follow: true } } : {}) };
}

/** Memorial cards: search by name, year of death and place, and every card with its front. */
export default async function MemorialCardsPage({
  searchParams,
}: PageProps<'/research-hub/our-collections/memorial-cards'>) {
  const page = await getMemorialCardsPage(await searchParams);
  if (page.kind === 'redirect') redirect(`${kindPath('memorial_cards')}?${page.query}`);
  return <MemorialCardsView page={page} />;
}
