import 'server-only';
import { countsByCmsUid } from '../../lib/collections/collection-counts.ts';
import { type CollectionsPage, getCollectionsPage } from '../content/get-collections.ts';
import { getCollectionList } from './get-collection-list.ts';

export type CollectionsOverview = CollectionsPage & {
  /** Live counts by CMS uid (`14,870 records`); empty when the api cannot answer. */
  counts: ReadonlyMap<string, string>;
};

/** `/research-hub/our-collections`: the CMS landing page and cards, with the api's public counts. */
export async function getCollectionsOverview(): Promise<CollectionsOverview> {
  const [page, list] = await Promise.all([getCollectionsPage(), getCollectionList()]);
  return { ...page, counts: countsByCmsUid(list ?? []) };
}
