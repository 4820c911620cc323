/** The studio list's filters, as the editorial API names them, with their labels. */
export const LIST_FILTERS = {
  draft: 'Never published',
  published: 'Published, no changes',
  changed: 'Changed since publishing',
  release: 'In a release',
  members: 'Members only',
} as const;

export type ListFilter = keyof typeof LIST_FILTERS;

export type ListSearch = { type?: string; q?: string; filter?: ListFilter; sort: 'edited' | 'title' };

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The list page's query string, read leniently: what does not fit is left out rather than refused. */
export function parseListSearch(
  params: Record<string, string | string[] | undefined>,
  types: readonly string[],
): ListSearch {
  const type = first(params.type);
  const filter = first(params.filter);
  return {
    type: type && types.includes(type) ? type : undefined,
    q: first(params.q)?.slice(0, 200),
    filter: filter && filter in LIST_FILTERS ? (filter as ListFilter) : undefined,
    sort: first(params.sort) === 'title' ? 'title' : 'edited',
  };
}

/** The editorial API's query for a list search. */
export function listApiQuery(search: ListSearch): string {
  const query = new URLSearchParams({ sort: search.sort });
  if (search.type) query.set('type', search.type);
  if (search.q) query.set('q', search.q);
  if (search.filter) query.set('filter', search.filter);
  return query.toString();
}
