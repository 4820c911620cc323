import type { Metadata } from 'next';
import { MemorialCardView } from '../../../../../components/cards/memorial-card-view.tsx';
import { getMemorialCard } from '../../../../../server/cards/get-memorial-card.ts';

export async function generateMetadata({
  params,
}: PageProps<'/research-hub/our-collections/memorial-cards/[slug]'>): Promise<Metadata> {
  const card = await getMemorialCard((await params).slug);
  return { title: `Memorial card: ${card.name}` };
}

/** One memorial card (the slug is its record id): the back and the transcription only for members. */
export default async function MemorialCardPage({
  params,
}: PageProps<'/research-hub/our-collections/memorial-cards/[slug]'>) {
  return <MemorialCardView card={await getMemorialCard((await params).slug)} />;
}
