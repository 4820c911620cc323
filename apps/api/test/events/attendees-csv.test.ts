import { describe, expect, it } from 'vitest';
import { type Attendee, attendeesCsv } from '../../src/events/event-attendees.ts';

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
  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    const csv = attendeesCsv([row({ name: 'Whitaker, "Ned"' }), row({ id: 2, name: '=HYPERLINK("x")' })]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(
      '1,"Whitaker, ""Ned""",ada@example.org,1,confirmed,0,none,false,2027-01-01T10:00:00.000Z',
    );
    expect(lines[2]?.startsWith(`2,"'=HYPERLINK(""x"")"`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
