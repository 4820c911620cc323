import 'server-only';
import type { CollectionDocument } from '../../lib/content-types.ts';
import { getCollection } from '../content/get-collections.ts';
import { getCollectionList, type ListedCollection } from './get-collection-list.ts';

export type CollectionWithData = {
  collection: CollectionDocument | null;
  /** The api's collection with the same uid (its live public counts), when there is one. */
  data: ListedCollection | null;
};

/** A collection's CMS page with its records' side from the api (a guest's view, kept for a minute). */
export async function getCollectionWithData(uid: string): Promise<CollectionWithData> {
  const [collection, list] = await Promise.all([getCollection(uid), getCollectionList()]);
  return { collection, data: list?.find((entry) => entry.uid === uid) ?? null };
}
