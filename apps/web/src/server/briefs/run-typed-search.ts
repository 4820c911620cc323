import 'server-only';
import {
  type RecordSearchAnswer,
  type RecordSearchQuery,
  type RecordType,
  recordSearchAnswerSchema,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { typedSearchRequest } from '../../lib/collections/typed-search-request.ts';
import { apiRead } from '../api/api-client.ts';

type PageParams = Record<string, string | string[] | undefined>;

/** A one-type search page's search: nothing asked, why it cannot run, or the visitor's results. */
export type TypedSearch =
  | { kind: 'empty'; values: URLSearchParams }
  | { kind: 'invalid'; message: string; values: URLSearchParams }
  | { kind: 'results'; query: RecordSearchQuery; answer: RecordSearchAnswer; values: URLSearchParams };

/**
 * Runs a birth-brief or memorial-card search through the record search with the visitor's session
 * (so a member's first page lands in their search history, as on the search page). `redirect` is the
 * canonical address of a search that arrived in another form.
 */
export async function runTypedSearch(
  params: PageParams,
  type: RecordType,
  own: readonly string[],
): Promise<TypedSearch | { kind: 'redirect'; query: string }> {
  const request = typedSearchRequest(params, type, own);
  if (request.kind === 'empty') return { kind: 'empty', values: new URLSearchParams() };
  if (request.kind !== 'search') return request;
  const answer = await apiRead(
    `/api/records/search?${serialiseRecordSearchQuery(request.query)}`,
    recordSearchAnswerSchema,
  );
  if (!answer.ok) return { kind: 'invalid', message: answer.message, values: request.values };
  return { kind: 'results', query: request.query, answer: answer.data, values: request.values };
}
