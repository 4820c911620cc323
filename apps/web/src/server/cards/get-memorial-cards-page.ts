import 'server-only';
import { type MemorialCardList, memorialCardListSchema } from '@society/record-search';
import { notFound } from 'next/navigation';
import { apiRead } from '../api/api-client.ts';
import { runTypedSearch, type TypedSearch } from '../briefs/run-typed-search.ts';

type PageParams = Record<string, string | string[] | undefined>;

export type MemorialCardsPage =
  | { kind: 'redirect'; query: string }
  | { kind: 'list'; cards: MemorialCardList | null; search: TypedSearch };

/**
 * `…/memorial-cards`: the search by name, year and place (a record search of type `memorial_card`)
 * and, page by page (`?page=2`), every card with its front.
 */
export async function getMemorialCardsPage(params: PageParams): Promise<MemorialCardsPage> {
  const page = params.page;
  if (page !== undefined && (typeof page !== 'string' || !/^[1-9]\d{0,3}$/.test(page))) notFound();
  const [search, cards] = await Promise.all([
    runTypedSearch(params, 'memorial_card', ['page']),
    apiRead(`/api/memorial-cards?page=${page ?? 1}`, memorialCardListSchema),
  ]);
  if (search.kind === 'redirect') return search;
  if (cards.ok && cards.data.cards.length === 0 && cards.data.page > 1) notFound();
  return { kind: 'list', cards: cards.ok ? cards.data : null, search };
}
