import 'server-only';
import { IMAGE_VIEWER_PATH, kindPath, TREE_PERSON_PATH } from '@society/record-search/paths';
import { documentPathOf, MEMBERS_ONLY_PREFIX } from '../../lib/members-only-route.ts';
import { readAsVisitor } from '../api/api-client.ts';
import { getMemorialCard } from '../cards/get-memorial-card.ts';
import { getCollectionDataPage } from '../collections/get-collection-data-page.ts';
import { getMembersOnlyIndex } from '../content/get-members-only.ts';
import { getTreePage } from '../trees/get-tree-page.ts';
import { getTreePerson } from '../trees/get-tree-person.ts';
import { getViewerImage } from '../viewer/get-viewer-image.ts';

type Params = Record<string, string | string[]>;
type Route = { prefix: string; missing(slug: string, params: Params): Promise<boolean> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Routes rendered per request whose address can name nothing, each asked with its page's own data function. */
const ROUTES: readonly Route[] = [
  { prefix: IMAGE_VIEWER_PATH, missing: async (slug) => (await getViewerImage(slug)).kind === 'missing' },
  { prefix: kindPath('memorial_cards'), missing: async (slug) => (await getMemorialCard(slug)) === null },
  { prefix: TREE_PERSON_PATH, missing: async (slug) => (await getTreePerson(slug)) === null },
  {
    prefix: kindPath('family_tree'),
    missing: async (slug, params) => (await getTreePage(slug, first(params.letter))).kind === 'not-found',
  },
  {
    prefix: kindPath('record_set'),
    missing: async (slug, params) => (await getCollectionDataPage('record_set', slug, params)) === null,
  },
  {
    prefix: kindPath('index'),
    missing: async (slug, params) => (await getCollectionDataPage('index', slug, params)) === null,
  },
];

function paramsOf(search: URLSearchParams): Params {
  const params: Params = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    params[key] = values.length === 1 ? values[0]! : values;
  }
  return params;
}

async function missingMembersOnly(rest: string): Promise<boolean> {
  const path = documentPathOf(rest.split('/'));
  return path === null || !(await getMembersOnlyIndex()).has(path);
}

/**
 * Whether a dynamically rendered address names nothing, asked before rendering. Next.js answers a
 * `notFound()` thrown while rendering such a page with an empty document (the 404 text appears only
 * once JavaScript runs), so the proxy asks first and serves the static not-found page instead. It
 * costs one more api read for these pages; the page's own `notFound()` stays for anything that
 * disappears in between. Null when the address is not one of these routes.
 */
export async function findMissingPage(
  pathname: string,
  search: URLSearchParams,
  session: string | undefined,
): Promise<boolean | null> {
  if (pathname.startsWith(`${MEMBERS_ONLY_PREFIX}/`))
    return missingMembersOnly(pathname.slice(MEMBERS_ONLY_PREFIX.length + 1));
  const route = ROUTES.find(({ prefix }) => pathname.startsWith(`${prefix}/`));
  const slug = route ? pathname.slice(route.prefix.length + 1) : '';
  if (!route || slug.length === 0 || slug.includes('/')) return null;
  return readAsVisitor(session, () => route.missing(slug, paramsOf(search)));
}
