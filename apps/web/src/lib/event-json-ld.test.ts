import { describe, expect, it, vi } from 'vitest';
import type { EventDocument } from './content-types.ts';
import { eventJsonLd } from './event-json-ld.ts';

const site = { name: 'Northfield FHS', url: 'https://nfhs.example' };

const event = (data: Partial<EventDocument['data']>) =>
  ({
    id: 'E1',
    uid: 'census-detective',
    type: 'event',
    data: {
      title: [{ type: 'heading1', text: 'Census detective', spans: [] }],
      start: '2026-07-11T18:30:00+0000',
      end: '2026-07-11T20:00:00+0000',
      format: 'In person',
      venue: 'Methodist Church Hall',
      address: 'Station Road, Northfield NF2 4QT',
      location: { latitude: 52.3172, longitude: -1.265 },
      price: 5,
      member_price: 0,
      capacity: 80,
      speaker: 'Owen Pritchard-Lowe',
      summary: 'Tracing one family.',
      meta_description: null,
      image: {
        url: 'https://content.example/assets/census.png',
        alt: 'Census',
        dimensions: { width: 2, height: 1 },
      },
      ...data,
    },
  }) as unknown as EventDocument;

describe('eventJsonLd', () => {
  it('describes an in-person event at its venue, in London time, with GBP offers and capacity', () => {
    expect(eventJsonLd(event({}), site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Census detective',
      description: 'Tracing one family.',
      url: 'https://nfhs.example/sog-events/census-detective',
      startDate: '2026-07-11T19:30:00+01:00',
      endDate: '2026-07-11T21:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Methodist Church Hall',
        address: 'Station Road, Northfield NF2 4QT',
        geo: { '@type': 'GeoCoordinates', latitude: 52.3172, longitude: -1.265 },
      },
      offers: [
        {
          '@type': 'Offer',
          name: 'Standard',
          price: '5.00',
          priceCurrency: 'GBP',
          url: 'https://nfhs.example/sog-events/census-detective',
        },
        {
          '@type': 'Offer',
          name: 'Members',
          price: '0.00',
          priceCurrency: 'GBP',
          url: 'https://nfhs.example/sog-events/census-detective',
        },
      ],
      maximumAttendeeCapacity: 80,
      image: ['https://content.example/assets/census.png'],
      performer: { '@type': 'Person', name: 'Owen Pritchard-Lowe' },
      organizer: { '@type': 'Organization', name: 'Northfield FHS', url: 'https://nfhs.example' },
      inLanguage: 'en-GB',
    });
  });

  it('points an online event at the joining page, never at a venue', () => {
    const ld = eventJsonLd(event({ format: 'Online', start: '2026-02-11T19:30:00+0000', end: null }), site);
    expect(ld).toMatchObject({
      startDate: '2026-02-11T19:30:00+00:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://nfhs.example/sog-events/join' },
    });
    expect(ld).not.toHaveProperty('endDate');
  });

  it('gives a hybrid event both the venue and the joining page', () => {
    const ld = eventJsonLd(event({ format: 'Hybrid' }), site);
    expect(ld).toMatchObject({
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: 'Methodist Church Hall' },
        { '@type': 'VirtualLocation', url: 'https://nfhs.example/sog-events/join' },
      ],
    });
  });

  it('gives one offer when members pay the same', () => {
    expect(eventJsonLd(event({ price: 0, member_price: 0 }), site)?.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Standard',
        price: '0.00',
        priceCurrency: 'GBP',
        url: 'https://nfhs.example/sog-events/census-detective',
      },
    ]);
  });

  it('leaves out unknown prices, capacity and speaker, and gives nothing without a start', () => {
    const ld = eventJsonLd(event({ price: null, member_price: null, capacity: null, speaker: null }), site);
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('maximumAttendeeCapacity');
    expect(ld).not.toHaveProperty('performer');
    expect(eventJsonLd(event({ start: null }), site)).toBeNull();
  });

  it('treats a start or end that is not a timestamp as missing instead of failing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(eventJsonLd(event({ start: 'next Tuesday' as never }), site)).toBeNull();
    const ld = eventJsonLd(event({ end: '2026-07-11 20:00' as never }), site);
    expect(ld).toMatchObject({ startDate: '2026-07-11T19:30:00+01:00' });
    expect(ld).not.toHaveProperty('endDate');
    vi.restoreAllMocks();
  });
});
