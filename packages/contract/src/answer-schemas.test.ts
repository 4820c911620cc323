import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as bookings from './bookings.ts';
import * as errors from './errors.ts';
import * as memberArea from './member-area.ts';
import * as subscriptions from './subscriptions.ts';
import * as user from './user.ts';

const schemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries({
  ...user,
  ...memberArea,
  ...bookings,
  ...subscriptions,
  ...errors,
}))
  if (value instanceof z.ZodType) schemas.push([name, value]);

const BOOKING = {
  id: 1,
  eventUid: 'family-history-fair',
  title: 'Family history fair',
  startsAt: '2027-02-08T10:00:00.000Z',
  endsAt: '2027-02-08T12:00:00.000Z',
  online: false,
  places: 2,
  status: 'confirmed',
  totalPence: 1000,
  payment: 'due',
  canCancel: true,
  past: false,
  joinDetailsFrom: null,
  join: null,
};
const SAVED = {
  id: 3,
  name: 'Smiths',
  query: 'surname=smith',
  lastRunAt: '2027-02-01T10:00:00.000Z',
  lastResultCount: 12,
  newResultCount: 3,
  createdAt: '2027-01-01T10:00:00.000Z',
};

describe('the answer schemas', () => {
  it.each(schemas)('%s becomes the JSON schema the api serialises with', (_, schema) => {
    // A transform, a date or a refinement cannot be serialised by the api: the contract stays plain data.
    const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
    expect(['object', 'array']).toContain(json.type);
  });

  it('read what the api sends', () => {
    expect(
      user.userSchema.parse({ id: 1, name: 'Ada', email: 'ada@example.org', scope: ['member'] }),
    ).toEqual({
      id: 1,
      name: 'Ada',
      email: 'ada@example.org',
      scope: ['member'],
    });
    expect(memberArea.savedSearchSchema.parse(SAVED)).toEqual(SAVED);
    expect(bookings.memberBookingSchema.parse(BOOKING)).toEqual(BOOKING);
    expect(subscriptions.newsletterStateSchema.parse({ option: 'news', status: 'pending' }).status).toBe(
      'pending',
    );
  });

  it('refuse an answer whose fields drifted', () => {
    const { newResultCount: _, ...renamed } = SAVED;
    expect(memberArea.savedSearchSchema.safeParse({ ...renamed, newSinceLastRun: 3 }).success).toBe(false);
    expect(user.userSchema.safeParse({ id: 1, name: 'Ada', email: 'ada@example.org' }).success).toBe(false);
    expect(bookings.memberBookingSchema.safeParse({ ...BOOKING, status: 'booked' }).success).toBe(false);
    expect(memberArea.bookmarkSchema.safeParse({ id: 1, kind: 'page', path: '/', title: 'x' }).success).toBe(
      false,
    );
  });
});
