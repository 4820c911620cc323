import 'server-only';
import { SITEMAP_TYPES } from '../../lib/sitemap-entries.ts';
import { createContentApi } from './content-api.ts';
import { getAllByType } from './get-all-by-type.ts';

/** Only what the link rules and the members-only check read. */
const FETCH = [...SITEMAP_TYPES.map((type) => `${type}.members_only`), 'page.parent'];

/** Every document of the routed types, read in full, with just their routing fields. */
export async function getSitemapDocuments() {
  const api = createContentApi();
  const lists = await Promise.all(SITEMAP_TYPES.map((type) => getAllByType(api, type, { fetch: FETCH })));
  return lists.flat();
}
