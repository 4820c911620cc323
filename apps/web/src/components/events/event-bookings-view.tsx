import type { MemberBooking } from '@society/contract/bookings';
import { eventPath } from '../../lib/event-paths.ts';
import { formatEventWhen } from '../../lib/event-when.ts';
import { bookingStatusText, paymentText, placesText } from '../../lib/events/booking-text.ts';
import type { EventBookings } from '../../server/events/get-event-bookings.ts';
import { CalendarIcon } from '../icons.tsx';
import { MemberSection } from '../member/member-section.tsx';
import { button, dateFormat } from '../member/ui.ts';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { RefreshingCancelButton } from './refreshing-cancel-button.tsx';

function JoinDetails({ booking }: { booking: MemberBooking }) {
  if (!booking.online || booking.status !== 'confirmed' || booking.past) return null;
  if (booking.join)
    return (
      <div className="mt-3 rounded-md border border-teal-300 bg-teal-50 p-4">
        <h4 className="font-semibold text-teal-950">Joining online</h4>
        {booking.join.url ? (
          <p className="mt-1">
            <a href={booking.join.url} rel="noreferrer" className={TEXT_LINK}>
              Join {booking.title}
            </a>
          </p>
        ) : null}
        {booking.join.instructions ? (
          <p className="mt-1 text-stone-800">{booking.join.instructions}</p>
        ) : null}
      </div>
    );
  return booking.joinDetailsFrom ? (
    <p className="mt-3 text-stone-700">
      The joining link and instructions appear here from{' '}
      {dateFormat.format(new Date(booking.joinDetailsFrom))} (UK time).
    </p>
  ) : null;
}

function BookingCard({ booking }: { booking: MemberBooking }) {
  const start = new Date(booking.startsAt);
  return (
    <li className="p-5">
      <h3 className="font-serif text-lg">
        <SiteLink href={eventPath(booking.eventUid)} className={TEXT_LINK}>
          {booking.title}
        </SiteLink>
      </h3>
      <p className="text-stone-700">
        <time dateTime={booking.startsAt}>{formatEventWhen(start, new Date(booking.endsAt))}</time> (UK time)
        {booking.online ? ', online' : ''}
      </p>
      <p className="mt-1 font-medium text-stone-900">
        {bookingStatusText(booking.status)}: {placesText(booking.places)}.{' '}
        {paymentText(booking.totalPence, booking.payment)}.
      </p>
      <JoinDetails booking={booking} />
      <div className="mt-3 flex flex-wrap items-start gap-2">
        {booking.past ? null : (
          <a href={`/api/event-bookings/${booking.id}/calendar.ics`} download className={button.secondary}>
            <CalendarIcon className="size-5" />
            Add to calendar<span className="sr-only"> ({booking.title}, iCalendar file)</span>
          </a>
        )}
        {booking.canCancel ? <RefreshingCancelButton bookingId={booking.id} title={booking.title} /> : null}
      </div>
    </li>
  );
}

function BookingList({ bookings, empty }: { bookings: MemberBooking[]; empty: React.ReactNode }) {
  if (bookings.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} />
      ))}
    </ul>
  );
}

/** A member's event bookings, with joining details for online events from the time they are shown. */
export function EventBookingsView({ bookings }: { bookings: EventBookings }) {
  return (
    <>
      <PageHeader title="Your event bookings" trail={[{ title: 'Events', href: '/sog-events' }]} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <MemberSection
          id="upcoming"
          title="Upcoming"
          description="Joining links for online events appear here shortly before the start."
        >
          <BookingList
            bookings={bookings.upcoming}
            empty={
              <>
                You have no upcoming bookings.{' '}
                <SiteLink href="/sog-events" className={TEXT_LINK}>
                  See our events
                </SiteLink>
              </>
            }
          />
        </MemberSection>
        <MemberSection id="past" title="Past">
          <BookingList bookings={bookings.past} empty="No past bookings." />
        </MemberSection>
      </div>
    </>
  );
}
