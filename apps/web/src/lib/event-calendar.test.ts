import { describe, expect, it, vi } from 'vitest';
import type { EventDocument } from './content-types.ts';
import { eventCalendar } from './event-calendar.ts';

const site = { name: 'Northfield FHS', url: 'https://nfhs.example' };

const event = (data: Partial<EventDocument['data']>) =>
  ({
    id: 'Ecensus1',
    uid: 'census-detective',
    type: 'event',
    last_publication_date: '2026-02-13T09:00:00+0000',
    data: {
      title: [{ type: 'heading1', text: 'Census detective; a talk', spans: [] }],
      start: '2026-07-11T18:30:00+0000',
      end: '2026-07-11T20:00:00+0000',
      format: 'In person',
      venue: 'Methodist Church Hall',
      address: 'Station Road, Northfield NF2 4QT',
      location: { latitude: 52.3172, longitude: -1.265 },
      speaker: 'Owen Pritchard-Lowe',
      summary: 'Tracing one family.',
      ...data,
    },
  }) as unknown as EventDocument;

/** Unfolded content lines (RFC 5545 folds at 75 octets with CRLF + space). */
const lines = (ics: string | null) => (ics ?? '').replace(/\r\n /g, '').split('\r\n');

describe('eventCalendar', () => {
  it('writes London wall-clock times with the Europe/London VTIMEZONE and a UTC stamp', () => {
    const ics = eventCalendar(event({}), site);
    const content = lines(ics);
    expect(content).toContain('DTSTART;TZID=Europe/London:20260711T193000');
    expect(content).toContain('DTEND;TZID=Europe/London:20260711T210000');
    expect(content).toContain('DTSTAMP:20260213T090000Z');
    expect(content).toContain('BEGIN:VTIMEZONE');
    expect(content).toContain('TZID:Europe/London');
    expect(content).toContain('TZOFFSETTO:+0100');
    expect(content).toContain('METHOD:PUBLISH');
    expect(content).toContain('UID:Ecensus1@nfhs.example');
    expect(content).toContain('SUMMARY:Census detective\\; a talk');
    expect(content).toContain('URL;VALUE=URI:https://nfhs.example/sog-events/census-detective');
    expect(content).toContain('GEO:52.3172;-1.265');
    expect(content.find((line) => line.startsWith('LOCATION:'))).toBe(
      'LOCATION:Methodist Church Hall\\nStation Road\\, Northfield NF2 4QT',
    );
  });

  it('keeps winter events on GMT', () => {
    const content = lines(eventCalendar(event({ start: '2026-02-11T19:30:00+0000', end: null }), site));
    expect(content).toContain('DTSTART;TZID=Europe/London:20260211T193000');
    expect(content.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('gives an online event the joining page as location, not a venue or a joining link', () => {
    const ics = eventCalendar(event({ format: 'Online' }), site);
    const content = lines(ics);
    expect(content).toContain('LOCATION:https://nfhs.example/sog-events/join');
    expect(content.some((line) => line.startsWith('GEO:'))).toBe(false);
    expect(content.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'find the joining details at https://nfhs.example/sog-events/join',
    );
  });

  it('gives nothing for an event without a start', () => {
    expect(eventCalendar(event({ start: null }), site)).toBeNull();
  });

  it('gives nothing, rather than failing, for a start that is not a timestamp', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(eventCalendar(event({ start: '2026-02-30T19:30:00+0000' as never }), site)).toBeNull();
    vi.restoreAllMocks();
  });
});
