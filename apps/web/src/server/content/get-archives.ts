import 'server-only';
import { cache } from 'react';
import type { LandingPageDocument, ProjectDocument, PublicationDocument } from '../../lib/content-types.ts';
import { isUid } from '../../lib/routing.ts';
import { createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';

const MAX_ITEMS = 100;

export type ArchiveList<T> = { landing: LandingPageDocument | null; items: T[] };

/** Research projects (`fhwuifhe`), newest first, with their landing page's intro. */
export const getProjectsList = cache(async (): Promise<ArchiveList<ProjectDocument>> => {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'fhwuifhe', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('fhwuifhe', {
      orderings: [
        { field: 'my.fhwuifhe.date', direction: 'desc' },
        { field: 'document.first_publication_date', direction: 'desc' },
      ],
      pageSize: MAX_ITEMS,
    }),
  ]);
  return { landing, items: list.results };
});

/** A research project by uid. */
export const getProject = cache(async (uid: string): Promise<ProjectDocument | null> => {
  if (!isUid(uid)) return null;
  return createContentApi().getByUID('fhwuifhe', uid, { fetchLinks: CARD_FETCH_LINKS });
});

/** Journal issues and publications (`cwbhvwt`), newest first, with their landing page's intro. */
export const getPublicationsList = cache(async (): Promise<ArchiveList<PublicationDocument>> => {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'cwbhvwt', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('cwbhvwt', {
      orderings: [
        { field: 'my.cwbhvwt.date', direction: 'desc' },
        { field: 'document.first_publication_date', direction: 'desc' },
      ],
      pageSize: MAX_ITEMS,
    }),
  ]);
  return { landing, items: list.results };
});

/** A journal issue or publication by uid. */
export const getPublication = cache(async (uid: string): Promise<PublicationDocument | null> => {
  if (!isUid(uid)) return null;
  return createContentApi().getByUID('cwbhvwt', uid, { fetchLinks: CARD_FETCH_LINKS });
});
