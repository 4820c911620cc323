import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  attendeeMessageResultSchema,
  eventBookingRulesSchema,
  eventOverviewListSchema,
} from '@society/contract/staff-events';
import { auditLog } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEventSettings } from '../../src/events/event-settings.ts';
import { syncCmsEvents } from '../../src/events/sync-cms-events.ts';
import type { Browser, TestApi } from '../api-test-app.ts';
import { createEvent, eventTestApi, mailsTo, member } from './event-test-setup.ts';

let api: TestApi;
let staff: Browser;
let now: number;

beforeAll(async () => {
  const setup = await eventTestApi();
  api = setup.api;
  staff = setup.staff;
  now = setup.time.now;
});

const audits = (subjectId: string) =>
  api.services.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.id);

describe('staff booking rules', () => {
  it('saves the rules, audits what changed, and refuses a capacity below the places taken', async () => {
    await createEvent(staff, now, 'rules-talk', { capacity: 2, placesPerMember: 2 });
    const ann = await member(api, 'ann@example.org');
    expect((await ann('POST', '/api/event-bookings', { event: 'rules-talk', places: 2 })).statusCode).toBe(
      201,
    );
    const current = eventBookingRulesSchema.parse(
      (await staff('GET', '/api/staff/events/rules-talk/settings')).json(),
    );
    const { eventUid: _uid, placesTaken: _taken, ...rules } = current;
    const lower = await staff('PUT', '/api/staff/events/rules-talk/settings', { ...rules, capacity: 1 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.capacity).toEqual([
      'The capacity cannot be below the 2 places already booked.',
    ]);
    const raised = await staff('PUT', '/api/staff/events/rules-talk/settings', {
      ...rules,
      capacity: 30,
      pricePence: 250,
    });
    expect(raised.statusCode).toBe(200);
    const entries = await audits('rules-talk');
    expect(entries.map((entry) => entry.action)).toEqual(['event.rules-created', 'event.rules-changed']);
    expect(entries[1]).toMatchObject({
      actorEmail: 'staff@example.org',
      before: { capacity: 2, pricePence: 0 },
      after: { capacity: 30, pricePence: 250 },
    });
  });

  it('lists every event with its bookings in figures', async () => {
    const overview = eventOverviewListSchema.parse((await staff('GET', '/api/staff/events')).json());
    expect(overview.data.find((event) => event.eventUid === 'rules-talk')).toMatchObject({
      capacity: 30,
      placesTaken: 2,
      confirmedBookings: 1,
      waitingBookings: 0,
    });
  });
});

describe('the waiting list and messages', () => {
  it('gives a waiting booking places when they fit, telling the member; refuses when they do not', async () => {
    await createEvent(staff, now, 'full-talk', { capacity: 1 });
    const bea = await member(api, 'bea@example.org');
    const cal = await member(api, 'cal@example.org');
    await bea('POST', '/api/event-bookings', { event: 'full-talk', places: 1 });
    const waiting = (await cal('POST', '/api/event-bookings', { event: 'full-talk', places: 1 })).json();
    expect(waiting.status).toBe('waiting');
    const refused = await staff('POST', `/api/staff/event-bookings/${waiting.id}/promote`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.booking).toEqual([
      'This booking needs 1 place and 0 are free: raise the capacity first.',
    ]);
    const rules = eventBookingRulesSchema.parse(
      (await staff('GET', '/api/staff/events/full-talk/settings')).json(),
    );
    const { eventUid: _uid, placesTaken: _taken, ...body } = rules;
    await staff('PUT', '/api/staff/events/full-talk/settings', { ...body, capacity: 2 });
    const promoted = await staff('POST', `/api/staff/event-bookings/${waiting.id}/promote`);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: waiting.id, status: 'confirmed' });
    expect((await mailsTo(api, 'cal@example.org'))[0]?.subject).toBe(
      'A place has come free: Event full-talk',
    );
    expect((await staff('POST', `/api/staff/event-bookings/${waiting.id}/promote`)).statusCode).toBe(422);
    expect((await audits('full-talk')).map((entry) => entry.action)).toContain('event.booking-promoted');
  });

  it('queues a message to every confirmed attendee through the outbox', async () => {
    const sent = await staff('POST', '/api/staff/events/full-talk/message', {
      subject: 'Room change',
      body: 'We meet in the library this time.',
    });
    expect(attendeeMessageResultSchema.parse(sent.json())).toEqual({ queued: 2 });
    const [mail] = await mailsTo(api, 'bea@example.org');
    expect(mail).toMatchObject({ subject: 'Room change' });
    expect(mail?.text).toContain('We meet in the library this time.');
    await createEvent(staff, now, 'empty-talk');
    const nobody = await staff('POST', '/api/staff/events/empty-talk/message', {
      subject: 'Hello',
      body: 'Hi',
    });
    expect(nobody.statusCode).toBe(422);
    expect(
      (await staff('POST', '/api/staff/events/no-such-talk/message', { subject: 'a', body: 'b' })).statusCode,
    ).toBe(404);
    expect(
      (await staff('POST', '/api/staff/events/full-talk/message', { subject: ' ', body: 'b' })).statusCode,
    ).toBe(422);
  });
});

describe('events published in the CMS', () => {
  let cms: Server;
  let documents: object[];
  afterAll(() => new Promise((resolve) => cms.close(resolve)));

  /** A Prismic API v2 repository answering one page of the documents above. */
  beforeAll(async () => {
    cms = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://cms');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/v2')
        return response.end(
          JSON.stringify({
            refs: [{ id: 'master', ref: 'ref-1', label: 'Master', isMasterRef: true }],
            types: {},
            languages: [],
            tags: [],
            forms: {},
          }),
        );
      response.end(
        JSON.stringify({
          page: 1,
          results_per_page: 100,
          results_size: documents.length,
          total_results_size: documents.length,
          total_pages: 1,
          next_page: null,
          prev_page: null,
          results: documents,
        }),
      );
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  });

  const event = (uid: string, data: object) => ({
    id: uid,
    uid,
    type: 'event',
    data: {
      title: [{ type: 'heading1', text: `Talk ${uid}`, spans: [] }],
      start: '2027-03-01T19:00:00+0000',
      end: '2027-03-01T21:00:00+0000',
      format: 'Online',
      ...data,
    },
  });

  it('gives a new event booking rules from its fields; afterwards only title and times follow the CMS', async () => {
    const endpoint = `http://127.0.0.1:${(cms.address() as AddressInfo).port}/api/v2`;
    documents = [event('cms-talk', { price: 6, member_price: 4, capacity: 50, booking_cutoff_hours: 2 })];
    expect(await syncCmsEvents(api.services.db, { endpoint })).toBe(1);
    expect(await findEventSettings(api.services.db, 'cms-talk')).toMatchObject({
      title: 'Talk cms-talk',
      online: true,
      capacity: 50,
      pricePence: 600,
      memberPricePence: 400,
      cutoffHours: 2,
    });
    const options = await (await member(api, 'dan@example.org'))('GET', '/api/events/cms-talk/booking');
    expect(options.json()).toMatchObject({ open: true, placesLeft: 50, yourPricePence: 400 });
    documents = [
      event('cms-talk', {
        price: 9,
        capacity: 10,
        title: [{ type: 'heading1', text: 'Renamed talk', spans: [] }],
      }),
    ];
    expect(await syncCmsEvents(api.services.db, { endpoint })).toBe(0);
    expect(await findEventSettings(api.services.db, 'cms-talk')).toMatchObject({
      title: 'Renamed talk',
      capacity: 50,
      pricePence: 600,
    });
  });
});
