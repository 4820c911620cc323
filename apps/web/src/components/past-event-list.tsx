import { asText } from '@prismicio/client';
import { contentDate } from '../lib/content-date.ts';
import type { EventDocument } from '../lib/content-types.ts';
import { formatEventDate } from '../lib/format.ts';
import { ContentLink } from './content-link.tsx';

/**
 * Past events as one line each (title and date): a reader looks back for a talk's page or
 * handout, not for its price or venue. A line is about a tenth of an event card's elements, which
 * keeps the programme light to hydrate as the archive grows.
 */
export function PastEventList({ events }: { events: EventDocument[] }) {
  return (
    <ul className="mt-6 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {events.map((event) => {
        const start = contentDate(event.data.start, `event ${event.uid} start`);
        return (
          <li
            key={event.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3"
          >
            <ContentLink
              document={event}
              className="font-medium text-violet-900 underline-offset-4 hover:text-violet-700 hover:underline"
            >
              {asText(event.data.title) || 'Untitled event'}
            </ContentLink>
            {start && event.data.start ? (
              <time dateTime={event.data.start} className="text-sm text-stone-600">
                {formatEventDate(start)}
              </time>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
