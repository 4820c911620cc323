import 'server-only';
import { cache } from 'react';
import type { CollectionDocument, LandingPageDocument } from '../../lib/content-types.ts';
import { isUid } from '../../lib/routing.ts';
import { createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';

const MAX_COLLECTIONS = 100;

export type CollectionsPage = { landing: LandingPageDocument | null; collections: CollectionDocument[] };

/** The our-collections landing page and every collection by `order`. */
export const getCollectionsPage = cache(async (): Promise<CollectionsPage> => {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'our-collections', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('collection', {
      orderings: [{ field: 'my.collection.order' }, { field: 'my.collection.title' }],
      pageSize: MAX_COLLECTIONS,
    }),
  ]);
  return { landing, collections: list.results };
});

/** A collection by uid. */
export const getCollection = cache(async (uid: string): Promise<CollectionDocument | null> => {
  if (!isUid(uid)) return null;
  return createContentApi().getByUID('collection', uid, { fetchLinks: CARD_FETCH_LINKS });
});
