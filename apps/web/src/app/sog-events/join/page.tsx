import type { Metadata } from 'next';
import { AuthWatch } from '../../../components/auth/auth-watch.tsx';
import { EventBookingsView } from '../../../components/events/event-bookings-view.tsx';
import { EVENT_JOIN_PATH } from '../../../lib/event-paths.ts';
import { getEventBookings } from '../../../server/events/get-event-bookings.ts';

export const metadata: Metadata = {
  title: 'Your event bookings',
  robots: { index: false, follow: false },
};

/** `/sog-events/join`: a protected page, rendered per request from the api; it leaves on sign-out. */
export default async function EventJoinPage() {
  return (
    <>
      <AuthWatch mode="protected" initialLoggedIn />
      <EventBookingsView bookings={await getEventBookings(EVENT_JOIN_PATH)} />
    </>
  );
}
