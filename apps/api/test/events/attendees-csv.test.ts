import { describe, expect, it } from 'vitest';
import { attendeesCsv, londonDateTime } from '../../src/events/attendees-csv.ts';
import type { Attendee } from '../../src/events/event-attendees.ts';

const row = (over: Partial<Attendee>): Attendee => ({
  id: 1,
  name: 'Ada',
  email: 'ada@example.org',
  places: 1,
  status: 'confirmed',
  totalPence: 0,
  payment: 'none',
  attended: false,
  bookedAt: '2027-01-01T10:00:00.000Z',
  ...over,
});

describe('attendees CSV', () => {
  it('has headings in words, pounds, statuses and payment in words, and London time', () => {
    const csv = attendeesCsv([
      row({ places: 2, totalPence: 2200, payment: 'paid', attended: true, bookedAt: '2027-07-01T17:30:00Z' }),
      row({ id: 2, status: 'waiting', totalPence: 650, payment: 'none' }),
      row({ id: 3, totalPence: 300, payment: 'due' }),
      row({ id: 4 }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Booking no.,Name,E-mail,Places,Status,Amount (£),Payment,Attended,Booked at (London time)',
      '1,Ada,ada@example.org,2,Booked,22.00,Paid,Yes,2027-07-01 18:30',
      '2,Ada,ada@example.org,1,On the waiting list,6.50,Not due,No,2027-01-01 10:00',
      '3,Ada,ada@example.org,1,Booked,3.00,Due,No,2027-01-01 10:00',
      '4,Ada,ada@example.org,1,Booked,0.00,Free,No,2027-01-01 10:00',
      '',
    ]);
  });

  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    const lines = attendeesCsv([
      row({ name: 'Whitaker, "Ned"' }),
      row({ id: 2, name: '=HYPERLINK("x")' }),
    ]).split('\r\n');
    expect(lines[1]?.startsWith('1,"Whitaker, ""Ned""",')).toBe(true);
    expect(lines[2]?.startsWith(`2,"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('gives times in London, summer and winter', () => {
    expect(londonDateTime('2027-03-28T00:59:00Z')).toBe('2027-03-28 00:59');
    expect(londonDateTime('2027-03-28T01:00:00Z')).toBe('2027-03-28 02:00');
    expect(londonDateTime('2026-12-31T23:30:00Z')).toBe('2026-12-31 23:30');
  });
});
