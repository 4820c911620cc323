import 'server-only';
import { cache } from 'react';
import type { FeatureItemDocument, LandingPageDocument } from '../../lib/content-types.ts';
import { isUid } from '../../lib/routing.ts';
import { createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';

export const FEATURES_PAGE_SIZE = 10;

export const FEATURES_NEWEST_FIRST = [
  { field: 'my.feature_item.date', direction: 'desc' as const },
  { field: 'document.first_publication_date', direction: 'desc' as const },
];

export type FeatureList = {
  landing: LandingPageDocument | null;
  items: FeatureItemDocument[];
  page: number;
  totalPages: number;
};

/** One page of featured articles, newest first, with the `learning-hub-featured` intro; `null` past the last page. */
export const getFeatureList = cache(async (page: number): Promise<FeatureList | null> => {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'learning-hub-featured', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('feature_item', {
      orderings: FEATURES_NEWEST_FIRST,
      pageSize: FEATURES_PAGE_SIZE,
      page,
    }),
  ]);
  const totalPages = Math.max(list.total_pages, 1);
  if (page > totalPages) return null;
  return { landing, items: list.results, page, totalPages };
});

/** A featured article by uid. */
export const getFeature = cache(async (uid: string): Promise<FeatureItemDocument | null> => {
  if (!isUid(uid)) return null;
  return createContentApi().getByUID('feature_item', uid, { fetchLinks: CARD_FETCH_LINKS });
});
