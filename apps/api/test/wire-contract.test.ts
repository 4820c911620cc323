import {
  attendeesSchema,
  bookingOptionsSchema,
  memberBookingSchema,
  memberBookingsSchema,
} from '@society/contract/bookings';
import { errorBodySchema } from '@society/contract/errors';
import {
  bookmarkListSchema,
  bookmarkSchema,
  readingListSchema,
  readingListsSchema,
  savedSearchesSchema,
  savedSearchSchema,
  searchHistorySchema,
} from '@society/contract/member-area';
import {
  membershipApplicationPageSchema,
  messageAnswerSchema,
  newsletterStateSchema,
} from '@society/contract/subscriptions';
import { userSchema } from '@society/contract/user';
import { outbox } from '@society/db/api-schema';
import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { recordSearch } from '../src/member/record-search.ts';
import { type Browser, browser, buildTestApi, SITE, type TestApi } from './api-test-app.ts';
import { createEvent, member, userId } from './events/event-test-setup.ts';

// Every answer the web parses, as the api in process sends it, parsed with the contract's schema:
// the api serialises with JSON schemas derived from the same zod schemas, so the two cannot drift.
let api: TestApi;
let ada: Browser;
let staff: Browser;
const now = Date.parse('2027-02-01T10:00:00Z');

async function answer<T>(
  who: Browser,
  method: Parameters<Browser>[0],
  url: string,
  schema: z.ZodType<T>,
  body?: object,
) {
  const response = await who(method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return schema.parse(response.json());
}

beforeAll(async () => {
  api = await buildTestApi({
    clock: () => now,
    searchCounter: async () => ({ resultCount: 12, newResultCount: 3 }),
  });
  ada = await member(api, 'ada@example.org');
  staff = await member(api, 'staff@example.org', ['member', 'staff']);
});

describe('the wire contract, as the api sends it', () => {
  it('the user', async () => {
    const user = await answer(ada, 'GET', '/api/user', userSchema);
    expect(user).toMatchObject({ email: 'ada@example.org', scope: ['member'] });
    expect(await answer(ada, 'PATCH', '/api/user', userSchema, { name: 'Ada L.' })).toMatchObject({
      name: 'Ada L.',
    });
  });

  it("the member area's answers", async () => {
    const bookmark = await answer(ada, 'POST', '/api/bookmarks', bookmarkSchema, {
      kind: 'record',
      path: '/records/1',
      title: 'A baptism',
    });
    expect(bookmark.note).toBe('');
    expect(await answer(ada, 'GET', '/api/bookmarks', bookmarkListSchema)).toEqual([bookmark]);

    const list = await answer(ada, 'POST', '/api/reading-lists', readingListSchema, { name: 'Census' });
    await ada('POST', `/api/reading-lists/${list.id}/items`, {
      path: '/learn/census',
      title: 'Census guide',
    });
    const [withItem] = await answer(ada, 'GET', '/api/reading-lists', readingListsSchema);
    expect(withItem?.items).toMatchObject([{ path: '/learn/census', position: 1, note: '' }]);

    const saved = await answer(ada, 'POST', '/api/saved-searches', savedSearchSchema, {
      name: 'Smiths',
      query: 'surname=smith',
    });
    // Saving counts as the first run, so the next run can say what is new since the save.
    expect(saved).toMatchObject({ lastResultCount: 12, newResultCount: null });
    expect(saved.lastRunAt).not.toBeNull();
    const run = await answer(ada, 'POST', `/api/saved-searches/${saved.id}/run`, savedSearchSchema);
    expect(run).toMatchObject({ lastResultCount: 12, newResultCount: 3 });
    expect(await answer(ada, 'GET', '/api/saved-searches', savedSearchesSchema)).toEqual([run]);

    await recordSearch(api.services.db, await userId(api, 'ada@example.org'), 'surname=jones', 4);
    expect(await answer(ada, 'GET', '/api/search-history', searchHistorySchema)).toMatchObject([
      { query: 'surname=jones', resultCount: 4 },
    ]);
  });

  it('the event booking answers', async () => {
    await createEvent(staff, now, 'family-history-fair', {
      online: true,
      joinUrl: 'https://meet.example/x',
      placesPerMember: 4,
    });
    const guest = await browser(api);
    const options = await answer(
      guest,
      'GET',
      '/api/events/family-history-fair/booking',
      bookingOptionsSchema,
    );
    expect(options).toMatchObject({ signedIn: false, open: true, booking: null });

    const booked = await answer(ada, 'POST', '/api/event-bookings', memberBookingSchema, {
      event: 'family-history-fair',
      places: 2,
    });
    const mine = await answer(ada, 'GET', '/api/events/family-history-fair/booking', bookingOptionsSchema);
    expect(mine.booking).toEqual(booked);
    expect(booked).toMatchObject({ places: 2, status: 'confirmed', join: null });
    expect(await answer(ada, 'GET', '/api/event-bookings', memberBookingsSchema)).toEqual([mine.booking]);
    const attendees = await answer(
      staff,
      'GET',
      '/api/staff/events/family-history-fair/attendees',
      attendeesSchema,
    );
    expect(attendees).toMatchObject([{ email: 'ada@example.org', places: 2, attended: false }]);
  });

  it('the sign-up answers', async () => {
    const site = await browser(api, { remoteAddress: '198.51.100.7' });
    const signUp = { email: 'rosa@example.org', option: 'monthly-e-newsletter' };
    expect(await answer(site, 'POST', '/api/subscriptions/newsletter', messageAnswerSchema, signUp)).toEqual({
      message: expect.stringContaining('check your e-mail'),
    });
    const [mail] = await api.services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const link = new URL(mail!.text.match(new RegExp(`${SITE}/subscribe/confirm\\?token=\\S+`))![0]);
    const state = await answer(
      site,
      'GET',
      `/api/subscriptions/newsletter/confirm${link.search}`,
      newsletterStateSchema,
    );
    expect(state).toEqual({ option: 'monthly-e-newsletter', status: 'pending' });

    const application = {
      option: 'individual-membership',
      name: 'Rosa Example',
      email: 'rosa@example.org',
      address: '1 High Street, Leeds',
      country: 'United Kingdom',
      consent: true,
    };
    await answer(site, 'POST', '/api/membership-applications', messageAnswerSchema, application);
    const page = await answer(
      staff,
      'GET',
      '/api/staff/membership-applications',
      membershipApplicationPageSchema,
    );
    expect(page).toMatchObject({
      total: 1,
      data: [{ name: 'Rosa Example', heard_about: null, postcode: '' }],
    });
  });

  it('the error bodies', async () => {
    const guest = await browser(api);
    const refused = await guest('GET', '/api/user');
    expect(refused.statusCode).toBe(401);
    expect(errorBodySchema.parse(refused.json())).toEqual({ message: 'Unauthenticated.' });
    const invalid = await ada('POST', '/api/bookmarks', { kind: 'planet', path: '/x', title: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(errorBodySchema.parse(invalid.json()).errors).toHaveProperty('kind');
  });
});
