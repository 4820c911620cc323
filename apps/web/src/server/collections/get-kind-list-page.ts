import 'server-only';
import type { BrowsableKind } from '../../lib/collections/collection-paths.ts';
import type { CollectionDocument } from '../../lib/content-types.ts';
import { getCollection } from '../content/get-collections.ts';
import { getCollectionList, type ListedCollection } from './get-collection-list.ts';

const CMS_UIDS: Readonly<Record<BrowsableKind, string>> = { record_set: 'record-sets', index: 'indexes' };

export type KindListPage = {
  /** The CMS document introducing the kind (`record-sets`, `indexes`), when there is one. */
  document: CollectionDocument | null;
  /** The kind's collections with their public counts; null when the api cannot answer. */
  collections: ListedCollection[] | null;
};

/** `…/record-sets` and `…/indexes`: the CMS introduction and the kind's collections from the api. */
export async function getKindListPage(kind: BrowsableKind): Promise<KindListPage> {
  const [document, list] = await Promise.all([getCollection(CMS_UIDS[kind]), getCollectionList()]);
  return { document, collections: list?.filter((collection) => collection.kind === kind) ?? null };
}
