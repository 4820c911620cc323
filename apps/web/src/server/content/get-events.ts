import 'server-only';
import { cache } from 'react';
import { contentDate } from '../../lib/content-date.ts';
import type { EventDocument, LandingPageDocument } from '../../lib/content-types.ts';
import { isUid, splitByStart } from '../../lib/routing.ts';
import { createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';

const MAX_EVENTS = 100;

export type EventsList = {
  landing: LandingPageDocument | null;
  upcoming: EventDocument[];
  past: EventDocument[];
};

/** The events programme: upcoming events soonest first, then past events most recent first. */
export const getEventsList = cache(async (): Promise<EventsList> => {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'sog-events', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('event', {
      orderings: [{ field: 'my.event.start', direction: 'desc' }],
      pageSize: MAX_EVENTS,
    }),
  ]);
  const { upcoming, past } = splitByStart(
    list.results,
    (event) => contentDate(event.data.start, `event ${event.uid} start`),
    new Date(),
  );
  return { landing, upcoming, past };
});

/** One event by uid. */
export const getEvent = cache(async (uid: string): Promise<EventDocument | null> => {
  if (!isUid(uid)) return null;
  return createContentApi().getByUID('event', uid, { fetchLinks: CARD_FETCH_LINKS });
});
