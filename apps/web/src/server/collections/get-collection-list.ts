import 'server-only';
import { type CollectionList, collectionListSchema } from '@society/record-search';
import { cache } from 'react';
import { apiRead, PUBLIC_REVALIDATE_SECONDS } from '../api/api-client.ts';

export type ListedCollection = CollectionList['collections'][number];

/**
 * Every collection with its public counts, for statically rendered pages; null (logged) when the
 * api cannot answer, so a content page still renders without its counts.
 */
export const getCollectionList = cache(async (): Promise<ListedCollection[] | null> => {
  try {
    const answer = await apiRead('/api/collections', collectionListSchema, {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
    });
    if (answer.ok) return answer.data.collections;
    console.error(`The collections list was refused: ${answer.message}`);
  } catch (error) {
    console.error('The collections list is unavailable:', error);
  }
  return null;
});
