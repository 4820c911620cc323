import 'server-only';
import {
  type RecordSearchAnswer,
  type RecordSearchQuery,
  recordSearchAnswerSchema,
  serialiseRecordSearchQuery,
  type TreeSummary,
  treeListSchema,
} from '@society/record-search';
import { rawQueryString, searchPageRequest } from '../../lib/collections/search-page-params.ts';
import type { CollectionDocument } from '../../lib/content-types.ts';
import { apiRead } from '../api/api-client.ts';
import { getCollection } from '../content/get-collections.ts';
import { unlessFailing } from '../content/unless-failing.ts';

type PageParams = Record<string, string | string[] | undefined>;

export type FamilyTreesPage = {
  /** The CMS document introducing family trees, when there is one. */
  document: CollectionDocument | null;
  /** The trees the visitor may see; null when the api cannot answer. */
  trees: TreeSummary[] | null;
  /** The name search's form values. */
  values: URLSearchParams;
  search:
    | { kind: 'empty' }
    | { kind: 'invalid'; message: string }
    | { kind: 'results'; query: RecordSearchQuery; answer: RecordSearchAnswer };
};

/**
 * `…/family-trees`: the trees, and a search by name across them, which is the record search
 * restricted to `type=tree_person` (same parser, history and saved searches). `redirect` is the
 * canonical address of a search that arrived in another form.
 */
export async function getFamilyTrees(
  params: PageParams,
): Promise<FamilyTreesPage | { kind: 'redirect'; query: string }> {
  const asked = Object.keys(params).length > 0;
  const request = asked
    ? searchPageRequest({ ...params, type: 'tree_person' }, rawQueryString(params))
    : ({ kind: 'empty' } as const);
  if (request.kind === 'redirect') return request;
  const [document, list] = await Promise.all([
    unlessFailing(getCollection('family-trees')),
    apiRead('/api/trees', treeListSchema),
  ]);
  const shared = { document, trees: list.ok ? list.data.trees : null };
  if (request.kind === 'empty')
    return { ...shared, values: new URLSearchParams(), search: { kind: 'empty' } };
  if (request.kind === 'invalid')
    return { ...shared, values: request.values, search: { kind: 'invalid', message: request.message } };
  const answer = await apiRead(
    `/api/records/search?${serialiseRecordSearchQuery(request.query)}`,
    recordSearchAnswerSchema,
  );
  if (!answer.ok)
    return { ...shared, values: request.values, search: { kind: 'invalid', message: answer.message } };
  return {
    ...shared,
    values: request.values,
    search: { kind: 'results', query: request.query, answer: answer.data },
  };
}
