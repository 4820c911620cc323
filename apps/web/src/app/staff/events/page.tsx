import type { Metadata } from 'next';
import { SiteLink } from '../../../components/site-link.tsx';
import { cell } from '../../../components/staff/staff-page.tsx';
import { StaffTable } from '../../../components/staff/staff-table.tsx';
import { TEXT_LINK } from '../../../components/text-link.ts';
import { placesText } from '../../../lib/events/booking-text.ts';
import { getStaffEvents, staffEventPath } from '../../../server/staff/get-staff-events.ts';

export const metadata: Metadata = { title: 'Events and bookings', robots: { index: false, follow: false } };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** `/staff/events`: every event's bookings at a glance, each linking to its rules and attendees. */
export default async function StaffEventsPage() {
  const events = await getStaffEvents();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-violet-950">Events and bookings</h1>
      <p className="mt-2 max-w-prose text-stone-700">
        Every event published on the site is listed here with its bookings. An event gets its booking rules
        from the CMS when it is first published; after that, capacity, prices and the other rules are changed
        here.
      </p>
      {events.length === 0 ? (
        <p className="mt-6">No events have been published yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <StaffTable
            caption="Events and their bookings"
            columns={['Event', 'Starts', 'Booked', 'Waiting', 'Payments due']}
            headClassName={cell}
          >
            {events.map((event) => (
              <tr key={event.eventUid}>
                <th scope="row" className={`${cell} font-medium`}>
                  <SiteLink href={staffEventPath(event.eventUid)} className={TEXT_LINK}>
                    {event.title}
                  </SiteLink>
                  {event.membersOnly ? <span className="block text-stone-600">Members only</span> : null}
                </th>
                <td className={cell}>
                  <time dateTime={event.startsAt}>{when.format(new Date(event.startsAt))}</time>
                </td>
                <td className={cell}>
                  {event.placesTaken} of {event.capacity}
                </td>
                <td className={cell}>
                  {event.waitingBookings === 0
                    ? 'None'
                    : `${event.waitingBookings} (${placesText(event.waitingPlaces)})`}
                </td>
                <td className={cell}>{event.paymentsDue}</td>
              </tr>
            ))}
          </StaffTable>
        </div>
      )}
    </div>
  );
}
