import { outbox, users } from '@society/db/api-schema';
import { desc, eq } from 'drizzle-orm';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';

export const PASSWORD = 'a long enough password';
export const HOUR = 3_600_000;

/** A test api with a clock the test moves, a staff member and helpers to make events. */
export async function eventTestApi(start = Date.parse('2027-01-10T12:00:00Z')) {
  const time = { now: start };
  // Sessions as long as allowed: the tests move the clock by days.
  const api = await buildTestApi({
    clock: () => time.now,
    env: { SESSION_LIFETIME_MINUTES: '43200', SESSION_ABSOLUTE_HOURS: '720' },
  });
  await createUser(api.services.db, {
    email: 'staff@example.org',
    name: 'Stef',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  const staff = await signIn(api, 'staff@example.org', PASSWORD);
  return { api, time, staff };
}

export type EventSettingsBody = Record<string, unknown>;

/** Staff sets an event's booking rules through the api; starts 7 days after `now` unless told. */
export async function createEvent(staff: Browser, now: number, uid: string, body: EventSettingsBody = {}) {
  const startsAt = new Date(now + 7 * 24 * HOUR).toISOString();
  const endsAt = new Date(now + 7 * 24 * HOUR + 2 * HOUR).toISOString();
  const response = await staff('PUT', `/api/staff/events/${uid}/settings`, {
    title: `Event ${uid}`,
    startsAt,
    endsAt,
    capacity: 20,
    ...body,
  });
  if (response.statusCode !== 200)
    throw new Error(`creating ${uid}: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function member(api: TestApi, email: string, scopes: string[] = ['member']): Promise<Browser> {
  await createUser(api.services.db, { email, name: email.split('@')[0]!, password: PASSWORD, scopes });
  return signIn(api, email, PASSWORD);
}

export async function mailsTo(api: TestApi, email: string) {
  return api.services.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
}

export async function userId(api: TestApi, email: string): Promise<number> {
  const [row] = await api.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
