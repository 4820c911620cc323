import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MemorialCardView } from '../../../../../components/cards/memorial-card-view.tsx';
import { NOT_FOUND_METADATA } from '../../../../../lib/page-metadata.ts';
import { getMemorialCard } from '../../../../../server/cards/get-memorial-card.ts';

type Props = PageProps<'/research-hub/our-collections/memorial-cards/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await getMemorialCard((await params).slug);
  return card ? { title: `Memorial card: ${card.name}` } : NOT_FOUND_METADATA;
}

/** One memorial card (the slug is its record id): the back and the transcription only for members. */
export default async function MemorialCardPage({ params }: Props) {
  const card = await getMemorialCard((await params).slug);
  if (!card) notFound();
  return <MemorialCardView card={card} />;
}
