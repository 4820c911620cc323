import 'server-only';
import { type MemorialCard, memorialCardSchema } from '@society/record-search';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { apiRead } from '../api/api-client.ts';

/** `…/memorial-cards/{slug}`: the card whose record id is the slug, as this visitor may see it; 404 otherwise. */
export const getMemorialCard = cache(async (slug: string): Promise<MemorialCard> => {
  if (!/^[1-9]\d{0,9}$/.test(slug)) notFound();
  const answer = await apiRead(`/api/memorial-cards/${slug}`, memorialCardSchema);
  if (!answer.ok) notFound();
  return answer.data;
});
