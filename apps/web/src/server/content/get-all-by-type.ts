import 'server-only';
import type { SiteDocument } from '../../lib/content-types.ts';
import type { ContentApi, ListParams } from './content-api.ts';

/** The content API's largest page. */
const PAGE_SIZE = 100;
/** A guard against a runaway listing: 10,000 documents of one type. */
const MAX_PAGES = 100;

/** Every document of a type: page 1, then the remaining pages together. */
export async function getAllByType<T extends SiteDocument['type']>(
  api: ContentApi,
  type: T,
  params: Omit<ListParams, 'page' | 'pageSize'> = {},
) {
  const first = await api.getByType(type, { ...params, page: 1, pageSize: PAGE_SIZE });
  const lastPage = Math.min(first.total_pages, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(lastPage - 1, 0) }, (_, index) =>
      api.getByType(type, { ...params, page: index + 2, pageSize: PAGE_SIZE }),
    ),
  );
  return [first, ...rest].flatMap((response) => response.results);
}
