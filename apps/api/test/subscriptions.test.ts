import { membershipApplications, newsletterSubscriptions, outbox } from '@society/db/api-schema';
import { desc, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { browser, buildTestApi, SITE, signIn, type TestApi } from './api-test-app.ts';

let api: TestApi;
let now = Date.parse('2027-03-01T09:00:00Z');
const NEWSLETTER = 'monthly-e-newsletter';
const CHECK_YOUR_INBOX = {
  message: 'Thank you. Please check your e-mail: we have sent you a link to confirm your subscription.',
};

beforeAll(async () => {
  api = await buildTestApi({ clock: () => now });
  await createUser(api.services.db, {
    email: 'staff@example.org',
    name: 'Staff',
    password: 'staff password 1',
    scopes: ['member', 'staff'],
  });
  await createUser(api.services.db, {
    email: 'member@example.org',
    name: 'Member',
    password: 'member password',
    scopes: ['member'],
  });
});

const mailsSince = async (id: number) =>
  api.services.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
const lastMailId = async () =>
  (await api.services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;
/** The link of `path` in a mail's text, and its token. */
function linkIn(text: string, path: string) {
  const url = new URL(text.match(new RegExp(`${SITE}${path}\\?token=\\S+`))![0]);
  return { url, token: url.searchParams.get('token')! };
}

/** A visitor on the site from their own address (each test uses its own, so limits do not mix). */
const visitor = (remoteAddress: string) => browser(api, { remoteAddress });

describe('newsletter sign-up with double opt-in', () => {
  it('mails a single-use confirmation link; confirming mails the unsubscribe link', async () => {
    const site = await visitor('198.51.100.1');
    const since = await lastMailId();
    const signUp = await site('POST', '/api/subscriptions/newsletter', {
      email: ' Rosa@Example.org ',
      name: 'Rosa',
      option: NEWSLETTER,
    });
    expect(signUp.statusCode).toBe(202);
    expect(signUp.json()).toEqual(CHECK_YOUR_INBOX);
    const [mail] = await mailsSince(since);
    expect(mail).toMatchObject({
      to: 'Rosa@Example.org',
      subject: 'Please confirm your newsletter subscription',
    });
    expect(mail!.text).not.toContain('Rosa\n');
    const { url, token } = linkIn(mail!.text, '/subscribe/confirm');
    expect(url.pathname).toBe('/subscribe/confirm');

    const stored = await api.services.db.select().from(newsletterSubscriptions);
    expect(stored).toMatchObject([{ status: 'pending', optionUid: NEWSLETTER, name: 'Rosa' }]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const pending = await site(
      'GET',
      `/api/subscriptions/newsletter/confirm?token=${encodeURIComponent(token)}`,
    );
    expect(pending.json()).toEqual({ option: NEWSLETTER, status: 'pending' });
    const before = await lastMailId();
    const confirmed = await site('POST', '/api/subscriptions/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ option: NEWSLETTER, status: 'confirmed' });
    const [welcome] = await mailsSince(before);
    expect(welcome?.subject).toBe('Your newsletter subscription is confirmed');
    expect(linkIn(welcome!.text, '/subscribe/unsubscribe').token).toBeTruthy();

    const again = await site('POST', '/api/subscriptions/newsletter/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This confirmation link is invalid or has expired.',
      errors: { token: ['This confirmation link is invalid or has expired.'] },
    });
  });

  it('answers the same whether or not the address is already subscribed, without a second subscription', async () => {
    const site = await visitor('198.51.100.2');
    const fresh = await site('POST', '/api/subscriptions/newsletter', {
      email: 'new@example.org',
      option: NEWSLETTER,
    });
    const since = await lastMailId();
    const known = await site('POST', '/api/subscriptions/newsletter', {
      email: 'ROSA@example.org',
      option: NEWSLETTER,
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    const [note] = await mailsSince(since);
    expect(note).toMatchObject({
      to: 'Rosa@Example.org',
      subject: 'You are already subscribed to our newsletter',
    });
    const rosa = (await api.services.db.select().from(newsletterSubscriptions)).filter((row) =>
      /rosa/i.test(row.email),
    );
    expect(rosa).toMatchObject([{ status: 'confirmed' }]);
  });

  it('refuses an expired confirmation link', async () => {
    const site = await visitor('198.51.100.3');
    const since = await lastMailId();
    await site('POST', '/api/subscriptions/newsletter', { email: 'late@example.org', option: NEWSLETTER });
    const { token } = linkIn((await mailsSince(since))[0]!.text, '/subscribe/confirm');
    now += 49 * 3_600_000;
    const later = await visitor('198.51.100.3');
    expect((await later('POST', '/api/subscriptions/newsletter/confirm', { token })).statusCode).toBe(422);
    expect((await later('GET', `/api/subscriptions/newsletter/confirm?token=${token}`)).statusCode).toBe(422);
  });

  it('unsubscribes by the mailed link (twice is harmless); signing up again starts a new opt-in', async () => {
    const site = await visitor('198.51.100.4');
    let since = await lastMailId();
    await site('POST', '/api/subscriptions/newsletter', { email: 'leaving@example.org', option: NEWSLETTER });
    const confirm = linkIn((await mailsSince(since))[0]!.text, '/subscribe/confirm');
    since = await lastMailId();
    await site('POST', '/api/subscriptions/newsletter/confirm', { token: confirm.token });
    const { token } = linkIn((await mailsSince(since))[0]!.text, '/subscribe/unsubscribe');
    expect((await site('GET', `/api/subscriptions/newsletter/unsubscribe?token=${token}`)).json()).toEqual({
      option: NEWSLETTER,
      status: 'confirmed',
    });
    for (let i = 0; i < 2; i++)
      expect((await site('POST', '/api/subscriptions/newsletter/unsubscribe', { token })).json()).toEqual({
        option: NEWSLETTER,
        status: 'unsubscribed',
      });
    expect(
      (await site('POST', '/api/subscriptions/newsletter/unsubscribe', { token: 'nope' })).statusCode,
    ).toBe(422);
    since = await lastMailId();
    await site('POST', '/api/subscriptions/newsletter', { email: 'leaving@example.org', option: NEWSLETTER });
    expect((await mailsSince(since))[0]?.subject).toBe('Please confirm your newsletter subscription');
    expect((await site('POST', '/api/subscriptions/newsletter/unsubscribe', { token })).statusCode).toBe(422);
  });

  it('answers bad input with Laravel field messages', async () => {
    const site = await visitor('198.51.100.5');
    const response = await site('POST', '/api/subscriptions/newsletter', {
      email: 'not an e-mail',
      option: 'Bad Option!',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field must be a valid email address. (and 1 more error)',
      errors: {
        email: ['The email field must be a valid email address.'],
        option: ['The option field format is invalid.'],
      },
    });
    const empty = await site('POST', '/api/subscriptions/newsletter', { email: '  ', option: NEWSLETTER });
    expect(empty.json()).toMatchObject({ errors: { email: ['The email field is required.'] } });
  });
});

describe('throttling of the sign-up forms', () => {
  it('mails one address at most 3 times an hour, and takes 10 sign-ups an hour per client address', async () => {
    const signUp = (email: string, remoteAddress: string) =>
      browser(api).then((guest) =>
        api.app.inject({
          method: 'POST',
          url: '/api/subscriptions/newsletter',
          remoteAddress,
          headers: { cookie: guest.cookie(), 'x-xsrf-token': guest.jar.xsrf(), origin: SITE },
          payload: { email, option: NEWSLETTER },
        }),
      );
    const perEmail = [];
    for (let i = 0; i < 4; i++)
      perEmail.push((await signUp('target@example.org', `192.0.2.${i}`)).statusCode);
    expect(perEmail).toEqual([202, 202, 202, 429]);
    const perClient = [];
    for (let i = 0; i < 11; i++)
      perClient.push((await signUp(`person${i}@example.org`, '203.0.113.50')).statusCode);
    expect(perClient.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(perClient[10]).toBe(429);
    now += 3_601_000;
    expect((await signUp('target@example.org', '203.0.113.50')).statusCode).toBe(202);
  });
});

const application = {
  option: 'individual-membership',
  name: 'Edith Whitaker',
  email: 'edith@example.org',
  address: '4 Mill Lane\nNorthfield',
  postcode: 'NF1 2AB',
  country: 'United Kingdom',
  phone: '+44 1234 567890',
  research_interests: 'Whitaker and Holroyd families, Northfield parish 1750-1850',
  heard_about: 'event-or-fair',
  consent: true,
};

describe('membership applications', () => {
  it('stores an application as new, ignoring fields the applicant may not set', async () => {
    const site = await visitor('198.51.100.6');
    const response = await site('POST', '/api/membership-applications', {
      ...application,
      status: 'accepted',
      id: 99,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message:
        'Thank you for applying. Our membership secretary will be in touch by e-mail within two weeks.',
    });
    const [row] = await api.services.db.select().from(membershipApplications);
    expect(row).toMatchObject({
      id: 1,
      status: 'new',
      optionUid: 'individual-membership',
      name: 'Edith Whitaker',
      heardAbout: 'event-or-fair',
      researchInterests: application.research_interests,
    });
    expect(row!.consentedAt.getTime()).toBe(now);
  });

  it('answers every bad field with its message; consent must be given', async () => {
    const site = await visitor('198.51.100.7');
    const response = await site('POST', '/api/membership-applications', {
      option: 'individual-membership',
      name: ' ',
      email: 'edith',
      phone: 'call me maybe',
      heard_about: 'a little bird',
      consent: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      address: ['The address field is required.'],
      country: ['The country field is required.'],
      phone: ['The phone field format is invalid.'],
      heard_about: ['The selected heard about is invalid.'],
      consent: ['The consent field must be accepted.'],
    });
    expect(await api.services.db.select().from(membershipApplications)).toHaveLength(1);
  });

  it('lists applications newest first to staff only: 401 for guests, 403 for members', async () => {
    const site = await visitor('198.51.100.8');
    await site('POST', '/api/membership-applications', {
      ...application,
      name: 'Second Applicant',
      heard_about: '',
    });
    const guest = await site('GET', '/api/staff/membership-applications');
    expect(guest.statusCode).toBe(401);
    const member = await signIn(api, 'member@example.org', 'member password');
    const refused = await member('GET', '/api/staff/membership-applications');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    const staff = await signIn(api, 'staff@example.org', 'staff password 1');
    const list = await staff('GET', '/api/staff/membership-applications?status=new&per_page=1');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 2,
      page: 1,
      per_page: 1,
      data: [{ name: 'Second Applicant', status: 'new', heard_about: null, option: 'individual-membership' }],
    });
    expect(
      (await staff('GET', '/api/staff/membership-applications?page=2&per_page=1')).json().data,
    ).toMatchObject([
      { name: 'Edith Whitaker', email: 'edith@example.org', consented_at: expect.any(String) },
    ]);
  });
});
