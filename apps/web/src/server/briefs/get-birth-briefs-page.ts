import 'server-only';
import {
  type BirthBrief,
  type BriefSummary,
  birthBriefSchema,
  briefListSchema,
  briefPositionsSchema,
} from '@society/record-search';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { apiRead } from '../api/api-client.ts';
import { runTypedSearch, type TypedSearch } from './run-typed-search.ts';

type PageParams = Record<string, string | string[] | undefined>;

/** Where each searched person stands: brief id and Sosa number, by person id. */
export type BriefPositionMap = ReadonlyMap<number, { briefId: number; sosa: number }>;

export type BirthBriefsPage =
  | { kind: 'redirect'; query: string }
  | { kind: 'brief'; brief: BirthBrief }
  | { kind: 'list'; briefs: BriefSummary[] | null; search: TypedSearch; positions: BriefPositionMap };

/**
 * `…/birth-briefs`: with `?brief={id}` one brief (404 when the visitor may not see it); otherwise the
 * search by any of the 31 names (a record search of type `birth_brief`) and every brief.
 */
export async function getBirthBriefsPage(params: PageParams): Promise<BirthBriefsPage> {
  const brief = params.brief;
  if (brief !== undefined) {
    if (typeof brief !== 'string' || Object.keys(params).length > 1) notFound();
    return { kind: 'brief', brief: await getBirthBrief(brief) };
  }
  const [search, list] = await Promise.all([
    runTypedSearch(params, 'birth_brief', []),
    apiRead('/api/birth-briefs', briefListSchema),
  ]);
  if (search.kind === 'redirect') return search;
  const people = search.kind === 'results' ? search.answer.results.flatMap((r) => r.personId ?? []) : [];
  const positions = new Map<number, { briefId: number; sosa: number }>();
  if (people.length > 0) {
    const found = await apiRead(
      `/api/birth-briefs/positions?person=${people.join(',')}`,
      briefPositionsSchema,
    );
    if (found.ok) for (const p of found.data.positions) positions.set(p.personId, p);
  }
  return { kind: 'list', briefs: list.ok ? list.data.briefs : null, search, positions };
}

/** One brief as this visitor may see it (once per request: the page and its metadata share it); 404 otherwise. */
export const getBirthBrief = cache(async (id: string): Promise<BirthBrief> => {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const answer = await apiRead(`/api/birth-briefs/${id}`, birthBriefSchema);
  if (!answer.ok) notFound();
  return answer.data;
});
