import { asText, isFilled } from '@prismicio/client';
import ical, { ICalCalendarMethod, type ICalLocation } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { absoluteUrl } from './absolute-url.ts';
import { contentDate } from './content-date.ts';
import type { EventDocument } from './content-types.ts';
import { EVENT_JOIN_PATH, eventPath } from './event-paths.ts';
import type { SiteIdentity } from './json-ld.ts';
import { inLondon, SITE_TIME_ZONE } from './london-time.ts';

function location(data: EventDocument['data'], joinUrl: string): ICalLocation | string | null {
  if (data.format === 'Online') return joinUrl;
  const title = data.venue || data.address;
  if (!title) return null;
  return {
    title,
    ...(data.venue && data.address ? { address: data.address } : {}),
    ...(isFilled.geoPoint(data.location)
      ? { geo: { lat: data.location.latitude, lon: data.location.longitude } }
      : {}),
  };
}

function description(data: EventDocument['data'], eventUrl: string, joinUrl: string): string {
  const online =
    data.format === 'Online' || data.format === 'Hybrid'
      ? `Joining online: booked places find the joining details at ${joinUrl}`
      : null;
  return [
    data.summary?.trim(),
    data.speaker ? `Speaker: ${data.speaker}` : null,
    online,
    `Details and booking: ${eventUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The event as an iCalendar file: times in Europe/London (TZID plus its VTIMEZONE, so every
 * calendar lands on the same UTC instants), the event page as URL, and for online events the
 * joining page, never the joining link. `null` for an event without a start.
 */
export function eventCalendar(event: EventDocument, site: SiteIdentity): string | null {
  const { data } = event;
  const start = contentDate(data.start, `event ${event.uid} start`);
  if (!start) return null;
  const end = contentDate(data.end, `event ${event.uid} end`);
  const eventUrl = absoluteUrl(eventPath(event.uid), site.url);
  const joinUrl = absoluteUrl(EVENT_JOIN_PATH, site.url);
  const calendar = ical({
    name: site.name,
    prodId: { company: site.name, product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // The calendar itself stays in UTC (DTSTAMP must be UTC); each event names London and gets its VTIMEZONE.
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
  });
  calendar.createEvent({
    id: `${event.id}@${new URL(site.url).hostname}`,
    start: inLondon(start),
    ...(end && end > start ? { end: inLondon(end) } : {}),
    timezone: SITE_TIME_ZONE,
    stamp: contentDate(event.last_publication_date, `event ${event.uid} last_publication_date`) ?? start,
    summary: asText(data.title).trim() || event.uid,
    description: description(data, eventUrl, joinUrl),
    location: location(data, joinUrl),
    url: eventUrl,
    organizer: null,
  });
  return calendar.toString();
}
