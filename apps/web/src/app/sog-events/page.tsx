import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { EventCard } from '../../components/event-card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PastEventList } from '../../components/past-event-list.tsx';
import { RichText } from '../../components/rich-text.tsx';
import type { EventDocument } from '../../lib/content-types.ts';
import { pageMetadata } from '../../lib/page-metadata.ts';
import { getEventsList } from '../../server/content/get-events.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';
import { pageSlices } from '../../slices/page-slices.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const events = await unlessFailing(getEventsList());
  const data = events?.landing?.data;
  return pageMetadata({
    metaTitle: data?.meta_title,
    metaDescription: data?.meta_description,
    title: asText(data?.title) || 'Events',
    path: '/sog-events',
  });
}

type EventListProps = { heading: string; events: EventDocument[]; empty: string; compact?: boolean };

function EventList({ heading, events, empty, compact = false }: EventListProps) {
  return (
    // Past events begin below the first screen; of the upcoming ones, the first card or two show.
    <section aria-label={heading} className={`mt-12 first:mt-0 ${compact ? 'render-near-view' : ''}`}>
      <h2 className="font-serif text-2xl font-semibold text-violet-950 sm:text-3xl">{heading}</h2>
      {events.length === 0 ? (
        <p className="mt-4 text-lg text-stone-700">{empty}</p>
      ) : compact ? (
        <PastEventList events={events} />
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="render-near-view [--near-view-height:14rem]">
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default async function EventsPage() {
  const { landing, upcoming, past } = await getEventsList();
  const data = landing?.data;
  return (
    <>
      <PageHeader title={asText(data?.title)?.trim() || 'Events'} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <EventList
          heading="Upcoming events"
          events={upcoming}
          empty="No events are planned just now: please check back soon."
        />
        <EventList heading="Past events" events={past} empty="There are no past events to show." compact />
        {data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
