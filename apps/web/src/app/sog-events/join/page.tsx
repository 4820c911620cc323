import type { Metadata } from 'next';
import { EventBookingsView } from '../../../components/events/event-bookings-view.tsx';
import { EVENT_JOIN_PATH } from '../../../lib/event-paths.ts';
import { getEventBookings } from '../../../server/events/get-event-bookings.ts';

export const metadata: Metadata = {
  title: 'Your event bookings',
  robots: { index: false, follow: false },
};

/** `/sog-events/join`: a protected page, rendered per request from the api. */
export default async function EventJoinPage() {
  return <EventBookingsView bookings={await getEventBookings(EVENT_JOIN_PATH)} />;
}
