import { asText, isFilled } from '@prismicio/client';
import type { ReactNode } from 'react';
import { contentDate } from '../../lib/content-date.ts';
import type { EventDocument } from '../../lib/content-types.ts';
import { eventCalendarPath } from '../../lib/event-paths.ts';
import { formatCapacity, formatEventWhen } from '../../lib/event-when.ts';
import { formatPounds } from '../../lib/format.ts';
import { ArticleBody } from '../article-body.tsx';
import { BookmarkButton } from '../bookmark-button.tsx';
import { BookingPanel } from '../events/booking-panel.tsx';
import { StaffAttendees } from '../events/staff-attendees.tsx';
import { CalendarIcon } from '../icons.tsx';
import { PageHeader } from '../page-header.tsx';
import { TEXT_LINK } from '../text-link.ts';

const money = (amount: number | null) =>
  amount === null ? null : amount === 0 ? 'Free' : formatPounds(amount);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

/** An event with its booking facts, public or members-only. */
export function EventView({ event }: { event: EventDocument }) {
  const { data } = event;
  const title = asText(data.title).trim() || 'Untitled event';
  const start = contentDate(data.start, `event ${event.uid} start`);
  const end = contentDate(data.end, `event ${event.uid} end`);
  const past = start !== null && start.getTime() < Date.now();
  // Once an event is bookable, its price and capacity are the api's booking rules, which the
  // booking panel shows; the CMS's figures (which only seeded those rules) remain for past events.
  const price = past ? money(data.price) : null;
  const memberPrice = past ? money(data.member_price) : null;
  const capacity = past ? formatCapacity(data.capacity) : null;
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ title: 'Events', href: '/sog-events' }]}
        eyebrow={past ? 'Past event' : (data.format ?? undefined)}
        actions={<BookmarkButton kind="page" path={`/sog-events/${event.uid}`} title={title} />}
      >
        {start && data.start ? (
          <p>
            <time dateTime={data.start}>{formatEventWhen(start, end)}</time>
            <span className="text-violet-200"> (UK time)</span>
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-16">
        <div className="min-w-0">
          <ArticleBody summary={data.summary} image={data.image} body={data.body} />
          <StaffAttendees uid={event.uid} title={title} />
        </div>
        <aside aria-label="Event details" className="lg:order-last">
          <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm lg:sticky lg:top-6">
            <div className="flex flex-wrap gap-3">
              {price ? (
                <p className="rounded-lg bg-violet-800 px-4 py-2 text-white">
                  <span className="block text-xs font-semibold tracking-wide uppercase">Price</span>
                  <span className="font-serif text-2xl font-semibold">{price}</span>
                </p>
              ) : null}
              {memberPrice ? (
                <p className="rounded-lg bg-teal-800 px-4 py-2 text-white">
                  <span className="block text-xs font-semibold tracking-wide uppercase">Members</span>
                  <span className="font-serif text-2xl font-semibold">{memberPrice}</span>
                </p>
              ) : null}
              {capacity ? (
                <p className="rounded-lg bg-gold-100 px-4 py-2 text-gold-900">
                  <span className="block text-xs font-semibold tracking-wide uppercase">Capacity</span>
                  <span className="font-serif text-2xl font-semibold">{capacity}</span>
                </p>
              ) : null}
            </div>
            <dl className="mt-4 divide-y divide-stone-200">
              {start && data.start ? (
                <Fact label="When">
                  <time dateTime={data.start}>{formatEventWhen(start, end)}</time>
                </Fact>
              ) : null}
              {data.format ? <Fact label="Format">{data.format}</Fact> : null}
              {data.venue && data.format !== 'Online' ? <Fact label="Venue">{data.venue}</Fact> : null}
              {data.address && data.format !== 'Online' ? <Fact label="Address">{data.address}</Fact> : null}
              {isFilled.geoPoint(data.location) && data.format !== 'Online' ? (
                <Fact label="Map">
                  <a
                    href={`https://www.openstreetmap.org/?mlat=${data.location.latitude}&mlon=${data.location.longitude}#map=16/${data.location.latitude}/${data.location.longitude}`}
                    rel="noreferrer"
                    className={TEXT_LINK}
                  >
                    View the venue on OpenStreetMap
                  </a>
                </Fact>
              ) : null}
              {data.speaker ? <Fact label="Speaker">{data.speaker}</Fact> : null}
              {past && data.places_per_member ? (
                <Fact label="Places per member">{data.places_per_member}</Fact>
              ) : null}
              {past && data.booking_cutoff_hours ? (
                <Fact label="Booking closes">{data.booking_cutoff_hours} hours before the start</Fact>
              ) : null}
            </dl>
            {start && !past ? <BookingPanel uid={event.uid} title={title} /> : null}
            {start && !past ? (
              <a
                href={eventCalendarPath(event.uid)}
                download={`${event.uid}.ics`}
                className="mt-4 inline-flex items-center gap-2 rounded-md border border-violet-300 bg-white px-4 py-2 font-semibold text-violet-800 hover:border-violet-500 hover:bg-violet-50"
              >
                <CalendarIcon className="size-5" />
                Add to calendar
                <span className="sr-only"> (iCalendar file)</span>
              </a>
            ) : null}
          </div>
        </aside>
      </div>
    </>
  );
}
