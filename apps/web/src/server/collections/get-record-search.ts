import 'server-only';
import { asText } from '@prismicio/client';
import {
  collectionListSchema,
  type RecordSearchAnswer,
  type RecordSearchQuery,
  recordSearchAnswerSchema,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { rawQueryString, searchPageRequest } from '../../lib/collections/search-page-params.ts';
import { apiRead } from '../api/api-client.ts';
import { getCollection } from '../content/get-collections.ts';
import { unlessFailing } from '../content/unless-failing.ts';
import type { ListedCollection } from './get-collection-list.ts';

const FALLBACK_TITLE = 'Search and explore';

type PageParams = Record<string, string | string[] | undefined>;

export type RecordSearchView = {
  /** The page's title and lead, from the CMS document `searchexplore` when there is one. */
  intro: { title: string; summary: string | null };
  /** Every collection the visitor may search, for the form's choice of collections. */
  collections: ListedCollection[];
  /** The form's values as the visitor entered them. */
  values: URLSearchParams;
} & (
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'results'; query: RecordSearchQuery; answer: RecordSearchAnswer }
);

/**
 * The search page's data: the visitor's search run by the api with their session (members find
 * members-only records, guests public ones), or why it cannot run. `redirect` is the canonical
 * address of a search that arrived in another form (a form submission, parameters out of order).
 */
export async function getRecordSearch(
  params: PageParams,
): Promise<RecordSearchView | { kind: 'redirect'; query: string }> {
  const request = searchPageRequest(params, rawQueryString(params));
  if (request.kind === 'redirect') return request;
  const [list, document] = await Promise.all([
    apiRead('/api/collections', collectionListSchema),
    unlessFailing(getCollection('searchexplore')),
  ]);
  const collections = list.ok ? list.data.collections : [];
  const intro = {
    title: (document ? asText(document.data.title).trim() : '') || FALLBACK_TITLE,
    summary: document?.data.summary ?? null,
  };
  const shared = { intro, collections };
  if (request.kind === 'empty') return { kind: 'empty', ...shared, values: new URLSearchParams() };
  if (request.kind === 'invalid') return { ...request, ...shared };
  const answer = await apiRead(
    `/api/records/search?${serialiseRecordSearchQuery(request.query)}`,
    recordSearchAnswerSchema,
  );
  if (!answer.ok) return { kind: 'invalid', message: answer.message, values: request.values, ...shared };
  return { kind: 'results', query: request.query, answer: answer.data, values: request.values, ...shared };
}
