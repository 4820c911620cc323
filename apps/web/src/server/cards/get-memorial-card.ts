import 'server-only';
import { type MemorialCard, memorialCardSchema } from '@society/record-search';
import { cache } from 'react';
import { apiRead } from '../api/api-client.ts';

/** `…/memorial-cards/{slug}`: the card whose record id is the slug, as this visitor may see it; null otherwise. */
export const getMemorialCard = cache(async (slug: string): Promise<MemorialCard | null> => {
  if (!/^[1-9]\d{0,9}$/.test(slug)) return null;
  const answer = await apiRead(`/api/memorial-cards/${slug}`, memorialCardSchema);
  return answer.ok ? answer.data : null;
});
