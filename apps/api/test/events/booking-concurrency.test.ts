import { eventBookingSettings, eventBookings } from '@society/db/api-events-schema';
import { users } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { bookEvent } from '../../src/events/book-event.ts';
import { cancelBooking } from '../../src/events/cancel-booking.ts';
import type { Browser, TestApi } from '../api-test-app.ts';
import { createEvent, eventTestApi } from './event-test-setup.ts';

let api: TestApi;
let staff: Browser;
let time: { now: number };
/** A pool of its own, wide enough for the bookings to really run at the same time. */
let wide: ApiDb;

beforeAll(async () => {
  ({ api, staff, time } = await eventTestApi());
  wide = connectApiDb(api.databaseUrl, 25);
  await createEvent(staff, time.now, 'open-day', { capacity: 20, placesPerMember: 4 });
});
afterAll(async () => {
  await wide.$client.end();
});

const members = async (count: number) =>
  api.services.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `m${i}@example.org`,
        name: `Member ${i}`,
        scopes: ['member'],
      })),
    )
    .returning();

describe('capacity under concurrency', () => {
  it('100 simultaneous bookings for 20 places confirm exactly 20 and wait-list 80', async () => {
    const hundred = await members(100);
    const results = await Promise.allSettled(
      hundred.map((user) => bookEvent(wide, () => time.now, 'http://localhost', user, 'open-day', 1)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await api.services.db
      .select()
      .from(eventBookings)
      .where(eq(eventBookings.eventUid, 'open-day'));
    expect(rows.filter((b) => b.status === 'confirmed')).toHaveLength(20);
    expect(rows.filter((b) => b.status === 'waiting')).toHaveLength(80);
    expect(new Set(rows.map((b) => b.userId)).size).toBe(100);
    const [event] = await api.services.db
      .select()
      .from(eventBookingSettings)
      .where(eq(eventBookingSettings.eventUid, 'open-day'));
    expect(event?.placesTaken).toBe(20);
  });

  it('the same member booking ten times at once gets one booking and nine refusals', async () => {
    await createEvent(staff, time.now, 'twice', { capacity: 5 });
    const [user] = await api.services.db
      .insert(users)
      .values({ email: 'eager@example.org', name: 'Eager', scopes: ['member'] })
      .returning();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        bookEvent(wide, () => time.now, 'http://localhost', user!, 'twice', 1),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    expect(
      await api.services.db.select().from(eventBookings).where(eq(eventBookings.eventUid, 'twice')),
    ).toHaveLength(1);
  });

  it('PostgreSQL itself refuses more places than the capacity', async () => {
    await expect(
      api.services.db
        .update(eventBookingSettings)
        .set({ placesTaken: 21 })
        .where(eq(eventBookingSettings.eventUid, 'open-day')),
    ).rejects.toThrow();
  });

  it('simultaneous cancellations hand places to the waiting list in order, never over capacity', async () => {
    const rows = await api.services.db
      .select()
      .from(eventBookings)
      .where(eq(eventBookings.eventUid, 'open-day'));
    const confirmed = rows.filter((b) => b.status === 'confirmed').slice(0, 10);
    const firstWaiting = rows
      .filter((b) => b.status === 'waiting')
      .map((b) => b.id)
      .sort((a, b) => a - b)
      .slice(0, 10);
    const owners = await api.services.db.select().from(users);
    await Promise.all(
      confirmed.map((b) =>
        cancelBooking(wide, () => time.now, 'http://localhost', owners.find((u) => u.id === b.userId)!, b.id),
      ),
    );
    const after = await api.services.db
      .select()
      .from(eventBookings)
      .where(eq(eventBookings.eventUid, 'open-day'));
    const nowConfirmed = after.filter((b) => b.status === 'confirmed').map((b) => b.id);
    expect(nowConfirmed).toHaveLength(20);
    for (const id of firstWaiting) expect(nowConfirmed).toContain(id);
    expect(after.filter((b) => b.status === 'waiting')).toHaveLength(70);
  });
});

describe('the places count', () => {
  it('gives places back when a member with a confirmed booking is deleted', async () => {
    await createEvent(staff, time.now, 'leaving', { capacity: 2 });
    const [user] = await api.services.db
      .insert(users)
      .values({ email: 'leaving@example.org', name: 'Leaving', scopes: ['member'] })
      .returning();
    await bookEvent(api.services.db, () => time.now, 'http://localhost', user!, 'leaving', 1);
    const taken = async () =>
      (
        await api.services.db
          .select({ n: eventBookingSettings.placesTaken })
          .from(eventBookingSettings)
          .where(eq(eventBookingSettings.eventUid, 'leaving'))
      )[0]?.n;
    expect(await taken()).toBe(1);
    await api.services.db.delete(users).where(eq(users.id, user!.id));
    expect(await taken()).toBe(0);
  });
});
