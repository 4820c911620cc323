import type { ApiTx } from '../api-db.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import type { EventSettings } from './event-settings.ts';

export type Recipient = { email: string; name: string };
type BookingFacts = { places: number; unitPricePence: number };

const when = (event: Pick<EventSettings, 'startsAt'>) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(event.startsAt);

export const formatPence = (pence: number) => (pence === 0 ? 'free' : `£${(pence / 100).toFixed(2)}`);

const placesText = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

function paymentLine(booking: BookingFacts): string {
  const total = booking.places * booking.unitPricePence;
  return total === 0
    ? 'There is nothing to pay.'
    : `Payment due: ${formatPence(total)}, payable to the society before the event.`;
}

const footer = (siteUrl: string) => `\n\nYour bookings and joining details: ${siteUrl}/sog-events/join\n`;

export type EventMailKind = 'confirmed' | 'waiting' | 'offered' | 'cancelled' | 'reminder';

/** The booking e-mails, queued in the outbox inside the transaction that changed the booking. */
export async function enqueueEventMail(
  tx: ApiTx,
  kind: EventMailKind,
  to: Recipient,
  event: Pick<EventSettings, 'title' | 'startsAt' | 'online'>,
  booking: BookingFacts,
  siteUrl: string,
): Promise<void> {
  const greeting = `Dear ${to.name},\n\n`;
  const at = `${event.title}, ${when(event)}`;
  const bodies: Record<EventMailKind, { subject: string; text: string }> = {
    confirmed: {
      subject: `Booking confirmed: ${event.title}`,
      text: `${greeting}Your booking of ${placesText(booking.places)} for ${at} is confirmed. ${paymentLine(booking)}`,
    },
    waiting: {
      subject: `Waiting list: ${event.title}`,
      text: `${greeting}${at} is fully booked, so you are on the waiting list for ${placesText(booking.places)}. We will e-mail you as soon as places are offered to you.`,
    },
    offered: {
      subject: `A place has come free: ${event.title}`,
      text: `${greeting}Places have come free for ${at} and the ${placesText(booking.places)} you waited for are now booked for you. ${paymentLine(booking)} If you can no longer come, please cancel so the next person can have them.`,
    },
    cancelled: {
      subject: `Booking cancelled: ${event.title}`,
      text: `${greeting}Your booking of ${placesText(booking.places)} for ${at} has been cancelled.`,
    },
    reminder: {
      subject: `Tomorrow: ${event.title}`,
      text: `${greeting}A reminder that ${at} is tomorrow; you have ${placesText(booking.places)}.${event.online ? ' The joining link appears on your bookings page shortly before the start.' : ''}`,
    },
  };
  const mail = bodies[kind];
  await enqueueMail(tx, { to: to.email, subject: mail.subject, text: mail.text + footer(siteUrl) });
}
