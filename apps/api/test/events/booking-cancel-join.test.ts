import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/events/event-reminders.ts';
import type { Browser, TestApi } from '../api-test-app.ts';
import { createEvent, eventTestApi, HOUR, mailsTo, member } from './event-test-setup.ts';

const JOIN_URL = 'https://meet.example.org/j/secret-room-42';
let api: TestApi;
let staff: Browser;
let time: { now: number };
let ada: Browser;
let bob: Browser;
let cy: Browser;
let dee: Browser;
let startsAt: number;

const bookingsOf = async (who: Browser) => (await who('GET', '/api/event-bookings')).json();

beforeAll(async () => {
  ({ api, staff, time } = await eventTestApi());
  startsAt = time.now + 3 * 24 * HOUR;
  await createEvent(staff, time.now, 'dna-talk', {
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
    online: true,
    capacity: 2,
    placesPerMember: 2,
    pricePence: 600,
    memberPricePence: 300,
    cutoffHours: 4,
    joinUrl: JOIN_URL,
    joinInstructions: 'Use your full name when you join.',
    joinShownMinutesBefore: 30,
  });
  ada = await member(api, 'ada@example.org');
  bob = await member(api, 'bob@example.org');
  cy = await member(api, 'cy@example.org');
  dee = await member(api, 'dee@example.org');
  expect((await ada('POST', '/api/event-bookings', { event: 'dna-talk', places: 2 })).json().status).toBe(
    'confirmed',
  );
  expect((await bob('POST', '/api/event-bookings', { event: 'dna-talk', places: 1 })).json().status).toBe(
    'waiting',
  );
  expect((await cy('POST', '/api/event-bookings', { event: 'dna-talk', places: 1 })).json().status).toBe(
    'waiting',
  );
});

describe('cancelling', () => {
  it("refuses another member's booking with 404 and leaves it", async () => {
    const [adas] = await bookingsOf(ada);
    expect((await bob('DELETE', `/api/event-bookings/${adas.id}`)).statusCode).toBe(404);
    expect((await bookingsOf(ada))[0].status).toBe('confirmed');
  });

  it('frees the places and confirms the waiting list in order, each with an e-mail', async () => {
    const [adas] = await bookingsOf(ada);
    const response = await ada('DELETE', `/api/event-bookings/${adas.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
    expect(await bookingsOf(ada)).toEqual([]);
    expect((await mailsTo(api, 'ada@example.org'))[0]?.subject).toBe('Booking cancelled: Event dna-talk');
    expect((await bookingsOf(bob))[0]).toMatchObject({
      status: 'confirmed',
      payment: 'due',
      totalPence: 300,
    });
    expect((await bookingsOf(cy))[0]).toMatchObject({ status: 'confirmed' });
    expect((await mailsTo(api, 'bob@example.org'))[0]?.subject).toBe('A place has come free: Event dna-talk');
    const options = (await dee('GET', '/api/events/dna-talk/booking')).json();
    expect(options.placesLeft).toBe(0);
  });

  it('closes at the cut-off', async () => {
    time.now = startsAt - 3 * HOUR;
    const [bobs] = await bookingsOf(bob);
    expect(bobs.canCancel).toBe(false);
    const late = await bob('DELETE', `/api/event-bookings/${bobs.id}`);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Cancellations for this event have closed.');
  });
});

describe('joining details', () => {
  it('are hidden before the set time, even from booked members', async () => {
    time.now = startsAt - 31 * 60_000;
    const [bobs] = await bookingsOf(bob);
    expect(bobs.join).toBeNull();
    expect(bobs.joinDetailsFrom).toBe(new Date(startsAt - 30 * 60_000).toISOString());
  });

  it('show to booked members from the set time', async () => {
    time.now = startsAt - 30 * 60_000;
    expect((await bookingsOf(bob))[0].join).toEqual({
      url: JOIN_URL,
      instructions: 'Use your full name when you join.',
    });
  });

  it('never reach a member without a confirmed booking, on any route', async () => {
    expect((await dee('POST', '/api/event-bookings', { event: 'dna-talk', places: 1 })).statusCode).toBe(422);
    const responses = [
      await dee('GET', '/api/event-bookings'),
      await dee('GET', '/api/events/dna-talk/booking'),
      await ada('GET', '/api/event-bookings'),
      await ada('GET', '/api/events/dna-talk/booking'),
      await api.app.inject({ method: 'GET', url: '/api/events/dna-talk/booking' }),
      await dee('GET', '/api/event-bookings/1/calendar.ics'),
    ];
    for (const response of responses) expect(response.body).not.toContain('secret-room');
  });

  it("stay out of the booking's calendar file, which names the bookings page", async () => {
    const [bobs] = await bookingsOf(bob);
    const ics = await bob('GET', `/api/event-bookings/${bobs.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Event dna-talk');
    expect(ics.body).toContain('/sog-events/join');
    expect(ics.body).not.toContain('secret-room');
  });
});

describe('day-before reminders', () => {
  it('are queued once per confirmed booking, within 24 hours of the start, even by two runs at once', async () => {
    await createEvent(staff, time.now, 'tomorrow', {
      startsAt: new Date(time.now + 20 * HOUR).toISOString(),
      endsAt: new Date(time.now + 22 * HOUR).toISOString(),
    });
    await createEvent(staff, time.now, 'next-week');
    await dee('POST', '/api/event-bookings', { event: 'tomorrow', places: 1 });
    await dee('POST', '/api/event-bookings', { event: 'next-week', places: 1 });
    const clock = () => time.now;
    const [first, second] = await Promise.all([
      sendDueReminders(api.services.db, clock, 'http://localhost'),
      sendDueReminders(api.services.db, clock, 'http://localhost'),
    ]);
    // Dee's for tomorrow, and Bob's and Cy's for the talk starting within the hour; not next week's.
    expect(first + second).toBe(3);
    expect(await sendDueReminders(api.services.db, clock, 'http://localhost')).toBe(0);
    const reminders = (await mailsTo(api, 'dee@example.org')).filter((m) => m.subject.startsWith('Tomorrow'));
    expect(reminders.map((m) => m.subject)).toEqual(['Tomorrow: Event tomorrow']);
  });
});

describe('staff tools', () => {
  it('list attendees, export them as CSV, mark attended and paid; members cannot', async () => {
    expect((await bob('GET', '/api/staff/events/dna-talk/attendees')).statusCode).toBe(403);
    const list = (await staff('GET', '/api/staff/events/dna-talk/attendees')).json();
    expect(list.map((a: { name: string; status: string }) => `${a.name} ${a.status}`)).toEqual([
      'ada cancelled',
      'bob confirmed',
      'cy confirmed',
    ]);
    const bobs = list[1];
    const paid = await staff('PATCH', `/api/staff/event-bookings/${bobs.id}`, { paid: true, attended: true });
    expect(paid.json()).toMatchObject({ payment: 'paid', attended: true });
    expect((await staff('PATCH', `/api/staff/event-bookings/${list[0].id}`, { paid: true })).statusCode).toBe(
      422,
    );
    const csv = await staff('GET', '/api/staff/events/dna-talk/attendees.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Booking no.,Name,E-mail,Places,Status,Amount (£),Payment,Attended,Booked at (London time)',
    );
    expect(lines[2]).toMatch(/^\d+,bob,bob@example.org,1,Booked,3.00,Paid,Yes,\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('refuse a capacity below the places already booked', async () => {
    const response = await staff('PUT', '/api/staff/events/dna-talk/settings', {
      title: 'Event dna-talk',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
      capacity: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.capacity).toEqual([
      'The capacity cannot be below the 2 places already booked.',
    ]);
  });
});
