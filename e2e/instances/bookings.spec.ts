import { eventBookingSettings, eventBookings } from '@society/db/api-events-schema';
import { eq } from 'drizzle-orm';
import { apiInstance, expect, inBatches, makeMembers, test } from './instance-fixtures.ts';

const CAPACITY = 10;
const MEMBERS = 100;

test('100 bookings at once over both api instances never exceed the places', async ({ stack, apiDb }) => {
  test.setTimeout(300_000);
  const uid = `instances-capacity-${Date.now()}`;
  const starts = new Date(Date.now() + 60 * 86_400_000);
  await apiDb.insert(eventBookingSettings).values({
    eventUid: uid,
    title: 'A talk with ten places',
    startsAt: starts,
    endsAt: new Date(starts.getTime() + 3_600_000),
    capacity: CAPACITY,
  });
  const members = await makeMembers(stack, apiDb, MEMBERS);
  // Each member signed in on one of the two instances, alternately.
  const clients = members.map(({ client }, i) => client.at(apiInstance(stack, i % 2)));
  await inBatches(members, 4, async (member) => {
    const client = clients[members.indexOf(member)]!;
    expect(await client.signIn(member.email, member.password)).toBe(204);
  });

  const statuses = await Promise.all(
    clients.map(async (client) => {
      const response = await client.send('POST', '/api/event-bookings', { event: uid, places: 1 });
      const body = (await response.json()) as { status?: string };
      return `${response.status} ${body.status}`;
    }),
  );
  const counts = Object.fromEntries(
    [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
  );
  expect(counts).toEqual({ '201 confirmed': CAPACITY, '201 waiting': MEMBERS - CAPACITY });
  const [event] = await apiDb
    .select()
    .from(eventBookingSettings)
    .where(eq(eventBookingSettings.eventUid, uid));
  expect(event!.placesTaken).toBe(CAPACITY);
  const confirmed = await apiDb.select().from(eventBookings).where(eq(eventBookings.eventUid, uid));
  expect(confirmed.filter((booking) => booking.status === 'confirmed')).toHaveLength(CAPACITY);
});
