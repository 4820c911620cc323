import { EventCard } from '../../components/event-card.tsx';
import { MoreLink } from '../../components/more-link.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { type HomeSliceProps, toneFor } from '../types.ts';

export default function UpcomingEvents({ slice, index, context }: HomeSliceProps<'upcoming_events'>) {
  return (
    <PageSection
      heading={slice.primary.heading || 'Upcoming events'}
      tone={toneFor(index)}
      action={<MoreLink href="/sog-events">All events</MoreLink>}
    >
      {context.events.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {context.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">
          No events are booked just now; new talks and workshops are added regularly.
        </p>
      )}
    </PageSection>
  );
}
