import 'server-only';
import { memberBookingsSchema } from '@society/contract/bookings';
import { redirect } from 'next/navigation';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { memberRead } from '../api/api-client.ts';
import { requireUser } from '../auth/require-user.ts';

/** What `/sog-events/join` shows: the signed-in member's bookings, upcoming and past, from the api. */
export async function getEventBookings(returnTo: string) {
  const { user } = await requireUser({ returnTo });
  const bookings = await memberRead('/api/event-bookings', memberBookingsSchema);
  // The session ended between the two checks.
  if (!bookings) redirect(loginRequiredPath(returnTo));
  return {
    user,
    upcoming: bookings.filter((booking) => !booking.past),
    past: bookings.filter((booking) => booking.past).reverse(),
  };
}

export type EventBookings = Awaited<ReturnType<typeof getEventBookings>>;
