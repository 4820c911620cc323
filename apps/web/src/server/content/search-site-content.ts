import 'server-only';
import { filter } from '@prismicio/client';
import { cache } from 'react';
import {
  SEARCH_GROUPS,
  type SearchGroup,
  type SearchGroupResults,
  searchGroupByKey,
} from '../../lib/search-groups.ts';
import { rankByTitle, searchHit } from '../../lib/search-hit.ts';
import { fulltextWords, GROUP_PAGE_SIZE, OVERVIEW_GROUP_SIZE } from '../../lib/search-query.ts';
import { type ContentApi, createContentApi } from './content-api.ts';

/**
 * The first matches of a group are ranked by their titles (see `rankByTitle`); a multiple of every
 * page size, so later pages continue in the content API's own order without gaps or repeats.
 */
const RANKED_MATCHES = 100;

async function searchGroup(
  api: ContentApi,
  group: SearchGroup,
  words: string,
  query: string,
  page: number,
  pageSize: number,
): Promise<SearchGroupResults> {
  const params = {
    // Members-only documents are never listed for the public, nor counted.
    filters: [filter.fulltext('document', words), filter.not(`my.${group.key}.members_only`, true)],
    orderings: group.orderings,
  };
  const start = (page - 1) * pageSize;
  const ranked = start < RANKED_MATCHES;
  const response = ranked
    ? await api.getByType(group.key, { ...params, page: 1, pageSize: RANKED_MATCHES })
    : await api.getByType(group.key, { ...params, page, pageSize });
  const docs = ranked
    ? rankByTitle(response.results, query).slice(start, start + pageSize)
    : response.results;
  const total = response.total_results_size;
  return {
    group,
    hits: docs.flatMap((doc) => (doc.data.members_only ? [] : (searchHit(doc, query) ?? []))),
    total,
    page,
    totalPages: Math.ceil(total / pageSize),
  };
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
