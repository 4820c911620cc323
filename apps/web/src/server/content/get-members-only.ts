import 'server-only';
import { asText, filter, type TitleField } from '@prismicio/client';
import { unstable_rethrow } from 'next/navigation';
import type { SiteDocument } from '../../lib/content-types.ts';
import { MEMBERS_ONLY_TYPES } from '../../lib/document-routes.ts';
import { linkResolver } from '../../lib/link-resolver.ts';
import { refreshingValue } from '../../lib/refreshing-value.ts';
import { createContentApi } from './content-api.ts';

export { MEMBERS_ONLY_TYPES };
export type MembersOnlyType = (typeof MEMBERS_ONLY_TYPES)[number];

export type MembersOnlyDocument = { path: string; type: MembersOnlyType; uid: string; title: string };

const PAGE_SIZE = 100;
/** The content cache time: a document flagged or unflagged counts within 5 s. */
const REFRESH_MS = 5000;

async function listType(type: MembersOnlyType): Promise<MembersOnlyDocument[]> {
  const api = createContentApi();
  const found: MembersOnlyDocument[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.getByType(type, {
      filters: [filter.at(`my.${type}.members_only`, true)],
      pageSize: PAGE_SIZE,
      page,
    });
    for (const doc of result.results as SiteDocument[]) {
      const path = linkResolver(doc);
      const field = 'title' in doc.data ? (doc.data.title as TitleField) : null;
      const title = field ? asText(field).trim() : '';
      if (path && doc.uid) found.push({ path, type, uid: doc.uid, title: title || doc.uid });
    }
    if (page >= result.total_pages) return found;
  }
}

async function loadIndex(): Promise<ReadonlyMap<string, MembersOnlyDocument>> {
  const lists = await Promise.all(MEMBERS_ONLY_TYPES.map(listType));
  return new Map(lists.flat().map((doc) => [doc.path, doc]));
}

const index = refreshingValue(loadIndex, REFRESH_MS);

/** Every members-only document by its site path (the non-public pages), at most 5 s old. */
export const getMembersOnlyIndex = () => index.get();

/**
 * The non-public pages for the layout's lock marks. The layout renders even when the content service
 * is down, so a failure gives no marks (the members-only route still guards the pages themselves).
 */
export async function getNonPublicPaths(): Promise<string[]> {
  try {
    return [...(await getMembersOnlyIndex()).keys()].sort();
  } catch (error) {
    unstable_rethrow(error);
    console.error('The members-only pages could not be listed; navigation shows no lock marks.', error);
    return [];
  }
}
