import { parseRecordSearchQuery } from '@society/record-search';
import { searchSummary } from '../collections/search-summary.ts';
import { parseSearchRequest } from '../search-query.ts';

/**
 * A saved or past search as a sentence, not its query string: "Records of Smith, sounds like,
 * 1840–1850, Kent", "The site searched for “census” in News".
 */
export function searchDescription(query: string): string {
  const bare = query.replace(/^\?/, '');
  const records = bare ? parseRecordSearchQuery(bare) : null;
  if (records?.success) return `Records of ${searchSummary(records.query)}`;
  const request = parseSearchRequest(Object.fromEntries(new URLSearchParams(bare)));
  if (request.kind === 'overview') return `The site searched for “${request.query}”`;
  if (request.kind === 'group') return `The site searched for “${request.query}” in ${request.group.label}`;
  return 'Everything on the site';
}
