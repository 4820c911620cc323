import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, TestApi } from '../api-test-app.ts';
import { createEvent, eventTestApi, HOUR, mailsTo, member } from './event-test-setup.ts';

let api: TestApi;
let staff: Browser;
let time: { now: number };
let ada: Browser;

beforeAll(async () => {
  ({ api, staff, time } = await eventTestApi());
  ada = await member(api, 'ada@example.org');
  await createEvent(staff, time.now, 'census-talk', {
    capacity: 3,
    placesPerMember: 2,
    pricePence: 500,
    memberPricePence: 300,
    cutoffHours: 24,
  });
});

describe('booking an event', () => {
  it('shows anyone the places left and prices, and a guest no booking', async () => {
    const guest = await api.app.inject({ method: 'GET', url: '/api/events/census-talk/booking' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({
      signedIn: false,
      open: true,
      placesLeft: 3,
      placesPerMember: 2,
      pricePence: 500,
      memberPricePence: 300,
      yourPricePence: 500,
      booking: null,
    });
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/events/no-such-event/booking' })).statusCode,
    ).toBe(404);
  });

  it('refuses guests', async () => {
    const guest = await api.app.inject({
      method: 'POST',
      url: '/api/event-bookings',
      payload: { event: 'census-talk', places: 1 },
      headers: { accept: 'application/json' },
    });
    expect([401, 419]).toContain(guest.statusCode);
  });

  it('books places at the member price, payment due, with a confirmation e-mail', async () => {
    const response = await ada('POST', '/api/event-bookings', { event: 'census-talk', places: 2 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      eventUid: 'census-talk',
      places: 2,
      status: 'confirmed',
      totalPence: 600,
      payment: 'due',
      canCancel: true,
      join: null,
    });
    const [mail] = await mailsTo(api, 'ada@example.org');
    expect(mail?.subject).toBe('Booking confirmed: Event census-talk');
    expect(mail?.text).toContain('Payment due: £6.00');
    const options = await ada('GET', '/api/events/census-talk/booking');
    expect(options.json()).toMatchObject({ signedIn: true, placesLeft: 1, booking: { places: 2 } });
  });

  it('refuses a second booking by the same member, more places than allowed, and unknown events', async () => {
    expect((await ada('POST', '/api/event-bookings', { event: 'census-talk', places: 1 })).statusCode).toBe(
      409,
    );
    const bob = await member(api, 'bob@example.org', []);
    const tooMany = await bob('POST', '/api/event-bookings', { event: 'census-talk', places: 3 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.places).toEqual(['You can book at most 2 places.']);
    expect((await bob('POST', '/api/event-bookings', { event: 'nope', places: 1 })).statusCode).toBe(404);
  });

  it('charges the full price to a signed-in user without the member scope', async () => {
    const cy = await member(api, 'cy@example.org', []);
    const response = await cy('POST', '/api/event-bookings', { event: 'census-talk', places: 1 });
    expect(response.json()).toMatchObject({ status: 'confirmed', totalPence: 500 });
  });

  it('puts the next booking on the waiting list when full', async () => {
    const dee = await member(api, 'dee@example.org');
    const response = await dee('POST', '/api/event-bookings', { event: 'census-talk', places: 1 });
    expect(response.json()).toMatchObject({ status: 'waiting', payment: 'none' });
    expect((await mailsTo(api, 'dee@example.org'))[0]?.subject).toBe('Waiting list: Event census-talk');
  });

  it('keeps members-only events to holders of the member scope', async () => {
    await createEvent(staff, time.now, 'members-evening', { membersOnly: true });
    const eve = await member(api, 'eve@example.org', []);
    const refused = await eve('POST', '/api/event-bookings', { event: 'members-evening', places: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This event is for members only.');
    expect(
      (await ada('POST', '/api/event-bookings', { event: 'members-evening', places: 1 })).statusCode,
    ).toBe(201);
  });

  it('closes booking at the cut-off', async () => {
    await createEvent(staff, time.now, 'soon', {
      startsAt: new Date(time.now + 10 * HOUR).toISOString(),
      endsAt: new Date(time.now + 12 * HOUR).toISOString(),
      cutoffHours: 12,
    });
    const late = await ada('POST', '/api/event-bookings', { event: 'soon', places: 1 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Booking for this event has closed.');
  });
});
