import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Booking } from './book-event.ts';
import type { EventSettings } from './event-settings.ts';

/**
 * One booking as an iCalendar file (times in UTC). It names the bookings page, never the joining
 * link: a calendar file outlives the moment the link may be shown.
 */
export function bookingCalendar(booking: Booking, event: EventSettings, siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  const calendar = ical({
    prodId: { company: host, product: 'Event bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const places = `${booking.places} ${booking.places === 1 ? 'place' : 'places'}`;
  calendar.createEvent({
    id: `booking-${booking.id}@${host}`,
    start: event.startsAt,
    end: event.endsAt,
    stamp: booking.confirmedAt ?? booking.createdAt,
    summary: event.title,
    description: [
      `Your booking: ${places}${booking.status === 'waiting' ? ' (waiting list)' : ''}.`,
      event.online ? `Joining details: ${siteUrl}/sog-events/join` : null,
      `Event page: ${siteUrl}/sog-events/${event.eventUid}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    url: `${siteUrl}/sog-events/${event.eventUid}`,
  });
  return calendar.toString();
}
