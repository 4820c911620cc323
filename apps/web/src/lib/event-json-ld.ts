import { asText, isFilled } from '@prismicio/client';
import type { Event, Offer, Place, VirtualLocation, WithContext } from 'schema-dts';
import { absoluteUrl } from './absolute-url.ts';
import { contentDate } from './content-date.ts';
import type { EventDocument, EventFormat } from './content-types.ts';
import { EVENT_JOIN_PATH, eventPath } from './event-paths.ts';
import { organization, type SiteIdentity } from './json-ld.ts';
import { londonIsoString } from './london-time.ts';

const ATTENDANCE_MODES = {
  Online: 'https://schema.org/OnlineEventAttendanceMode',
  'In person': 'https://schema.org/OfflineEventAttendanceMode',
  Hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const satisfies Record<EventFormat, string>;

function place(data: EventDocument['data']): Place | null {
  if (!data.venue && !data.address) return null;
  return {
    '@type': 'Place',
    name: data.venue || data.address || '',
    ...(data.address ? { address: data.address } : {}),
    ...(isFilled.geoPoint(data.location)
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: data.location.latitude,
            longitude: data.location.longitude,
          },
        }
      : {}),
  };
}

function locations(data: EventDocument['data'], site: SiteIdentity): (Place | VirtualLocation)[] {
  const online: VirtualLocation = { '@type': 'VirtualLocation', url: absoluteUrl(EVENT_JOIN_PATH, site.url) };
  const venue = data.format === 'Online' ? null : place(data);
  const hasOnline = data.format === 'Online' || data.format === 'Hybrid';
  return [...(venue ? [venue] : []), ...(hasOnline ? [online] : [])];
}

function offers(data: EventDocument['data'], url: string): Offer[] {
  const offer = (name: string, price: number): Offer => ({
    '@type': 'Offer',
    name,
    price: price.toFixed(2),
    priceCurrency: 'GBP',
    url,
  });
  return [
    ...(data.price !== null ? [offer('Standard', data.price)] : []),
    ...(data.member_price !== null && data.member_price !== data.price
      ? [offer('Members', data.member_price)]
      : []),
  ];
}

/**
 * schema.org `Event`: London times with their offset, attendance mode from the format, the venue
 * (Place) and/or the joining page (VirtualLocation), GBP offers, capacity, and the society as organiser.
 * `null` for an event without a start, which search engines would reject.
 */
export function eventJsonLd(event: EventDocument, site: SiteIdentity): WithContext<Event> | null {
  const { data } = event;
  const start = contentDate(data.start, `event ${event.uid} start`);
  if (!start) return null;
  const end = contentDate(data.end, `event ${event.uid} end`);
  const url = absoluteUrl(eventPath(event.uid), site.url);
  const where = locations(data, site);
  const prices = offers(data, url);
  const description = data.meta_description?.trim() || data.summary?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: asText(data.title).trim() || event.uid,
    ...(description ? { description } : {}),
    url,
    startDate: londonIsoString(start),
    ...(end ? { endDate: londonIsoString(end) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    ...(data.format ? { eventAttendanceMode: ATTENDANCE_MODES[data.format] } : {}),
    ...(where.length === 1 ? { location: where[0] } : where.length > 1 ? { location: where } : {}),
    ...(prices.length > 0 ? { offers: prices } : {}),
    ...(data.capacity !== null && data.capacity > 0 ? { maximumAttendeeCapacity: data.capacity } : {}),
    ...(isFilled.image(data.image) ? { image: [data.image.url] } : {}),
    ...(data.speaker ? { performer: { '@type': 'Person', name: data.speaker } } : {}),
    organizer: organization(site),
    inLanguage: 'en-GB',
  };
}
