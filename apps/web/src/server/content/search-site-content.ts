import 'server-only';
import { filter } from '@prismicio/client';
import { cache } from 'react';
import {
  SEARCH_GROUPS,
  type SearchGroup,
  type SearchGroupResults,
  searchGroupByKey,
} from '../../lib/search-groups.ts';
import { searchHit } from '../../lib/search-hit.ts';
import { fulltextWords, GROUP_PAGE_SIZE, OVERVIEW_GROUP_SIZE } from '../../lib/search-query.ts';
import { type ContentApi, createContentApi } from './content-api.ts';

async function searchGroup(
  api: ContentApi,
  group: SearchGroup,
  words: string,
  query: string,
  page: number,
  pageSize: number,
): Promise<SearchGroupResults> {
  const response = await api.getByType(group.key, {
    // Members-only documents are never listed for the public, nor counted.
    filters: [filter.fulltext('document', words), filter.not(`my.${group.key}.members_only`, true)],
    orderings: group.orderings,
    page,
    pageSize,
  });
  const hits = response.results.flatMap((doc) =>
    doc.data.members_only ? [] : (searchHit(doc, query) ?? []),
  );
  return { group, hits, total: response.total_results_size, page, totalPages: response.total_pages };
}

/**
 * Full-text search of the site's content. Without a group: the first results of every group
 * (empty groups left out). With a group key: that group's page of results, `null` past its last page.
 */
export const searchSiteContent = cache(
  async (query: string, groupKey: string | null, page: number): Promise<SearchGroupResults[] | null> => {
    const words = fulltextWords(query);
    if (words === '') return [];
    const api = createContentApi();
    const group = groupKey ? searchGroupByKey(groupKey) : null;
    if (group) {
      const results = await searchGroup(api, group, words, query, page, GROUP_PAGE_SIZE);
      return page > Math.max(results.totalPages, 1) ? null : [results];
    }
    const groups = await Promise.all(
      SEARCH_GROUPS.map((each) => searchGroup(api, each, words, query, 1, OVERVIEW_GROUP_SIZE)),
    );
    return groups.filter((results) => results.total > 0);
  },
);
