import 'server-only';
import {
  MAX_PEDIGREE_GENERATIONS,
  type PedigreeAnswer,
  pedigreeAnswerSchema,
  type RecordSearchAnswer,
  type RecordSearchQuery,
  recordSearchAnswerSchema,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { rawQueryString, searchPageRequest } from '../../lib/collections/search-page-params.ts';
import type { CollectionDocument } from '../../lib/content-types.ts';
import { apiRead } from '../api/api-client.ts';
import { getCollection } from '../content/get-collections.ts';
import { unlessFailing } from '../content/unless-failing.ts';

type PageParams = Record<string, string | string[] | undefined>;

/** The searches the pedigree search runs: tree people and birth-brief people. */
const PEDIGREE_TYPES = ['birth_brief', 'tree_person'];
/** Generations offered for the chart (the person is the first). */
export const CHART_GENERATIONS = [4, 5, 6, 7, 8] as const;
export const DEFAULT_CHART_GENERATIONS = 5;

export type PedigreeSearchPage = {
  document: CollectionDocument | null;
  values: URLSearchParams;
  search:
    | { kind: 'empty' }
    | { kind: 'invalid'; message: string }
    | { kind: 'results'; query: RecordSearchQuery; answer: RecordSearchAnswer }
    | { kind: 'chart'; personId: number; generations: number; answer: PedigreeAnswer }
    | { kind: 'no-person' };
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `…/pedigree-search`: `?person=ID[&generations=N]` charts a person's ancestors; otherwise a name
 * search across trees and birth briefs (the record search with both types).
 */
export async function getPedigreeSearch(
  params: PageParams,
): Promise<PedigreeSearchPage | { kind: 'redirect'; query: string }> {
  const document = await unlessFailing(getCollection('pedigree-search'));
  const person = one(params.person);
  if (person !== undefined) {
    const asked = Number(one(params.generations) ?? DEFAULT_CHART_GENERATIONS);
    const generations = Number.isInteger(asked)
      ? Math.min(Math.max(asked, 2), MAX_PEDIGREE_GENERATIONS)
      : DEFAULT_CHART_GENERATIONS;
    if (!/^[1-9]\d{0,9}$/.test(person) || Number(person) > 2147483647)
      return { document, values: new URLSearchParams(), search: { kind: 'no-person' } };
    const answer = await apiRead(`/api/pedigrees/${person}?generations=${generations}`, pedigreeAnswerSchema);
    return {
      document,
      values: new URLSearchParams(),
      search: answer.ok
        ? { kind: 'chart', personId: Number(person), generations, answer: answer.data }
        : { kind: 'no-person' },
    };
  }
  if (Object.keys(params).length === 0)
    return { document, values: new URLSearchParams(), search: { kind: 'empty' } };
  const request = searchPageRequest({ ...params, type: PEDIGREE_TYPES }, rawQueryString(params));
  if (request.kind === 'redirect') return request;
  if (request.kind === 'empty') return { document, values: new URLSearchParams(), search: { kind: 'empty' } };
  if (request.kind === 'invalid')
    return { document, values: request.values, search: { kind: 'invalid', message: request.message } };
  const answer = await apiRead(
    `/api/records/search?${serialiseRecordSearchQuery(request.query)}`,
    recordSearchAnswerSchema,
  );
  if (!answer.ok)
    return { document, values: request.values, search: { kind: 'invalid', message: answer.message } };
  return {
    document,
    values: request.values,
    search: { kind: 'results', query: request.query, answer: answer.data },
  };
}
