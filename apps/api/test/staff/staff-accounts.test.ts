import { auditPageSchema, staffAccountPageSchema } from '@society/contract/staff';
import { membershipApplicationPageSchema } from '@society/contract/subscriptions';
import { membershipApplications, outbox, users } from '@society/db/api-schema';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_STAFF_SCOPE } from '../../src/staff/account-actions.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let staff: Browser;
let staffId: number;

const mailTo = async (to: string) =>
  (await api.services.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)))[0];
const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);
const account = async (email: string) =>
  staffAccountPageSchema.parse((await staff('GET', `/api/staff/accounts?q=${email}`)).json()).data[0]!;
const audit = async (query: string) =>
  auditPageSchema.parse((await staff('GET', `/api/staff/audit-log?${query}`)).json());

beforeAll(async () => {
  api = await buildTestApi();
  staffId = (
    await createUser(api.services.db, {
      email: 'stef@example.org',
      name: 'Stef',
      password: PASSWORD,
      scopes: ['member', 'staff'],
    })
  ).id;
  staff = await signIn(api, 'stef@example.org', PASSWORD);
});

/** Sets the password with an e-mailed link, as the reset-password page does. */
async function usePasswordLink(link: URL, password: string) {
  const guest = await browser(api);
  return guest('POST', '/reset-password', {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password,
    password_confirmation: password,
  });
}

describe('members and accounts', () => {
  it('invites an account, which sets its password with the link and signs in; staff see the sign-in', async () => {
    const created = await staff('POST', '/api/staff/accounts', {
      name: 'Nell Archer',
      email: 'nell@example.org',
      scopes: ['member', 'editor'],
    });
    expect(created.statusCode).toBe(201);
    const before = await account('nell@example.org');
    expect(before).toMatchObject({ scopes: ['member', 'editor'], source: 'none', last_sign_in_at: null });
    const mail = await mailTo('nell@example.org');
    expect(mail?.text).toContain('within 7 days');
    expect((await usePasswordLink(linkIn(mail!.text), 'nell chooses a password')).statusCode).toBe(200);
    await signIn(api, 'nell@example.org', 'nell chooses a password');
    const after = await account('nell@example.org');
    expect(after.source).toBe('password');
    expect(after.last_sign_in_at).not.toBeNull();

    const again = await staff('POST', '/api/staff/accounts', { name: 'Nell', email: 'NELL@example.org' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['An account with this e-mail address already exists.']);
    expect((await audit('action=account.invited')).data[0]).toMatchObject({
      actor_email: 'stef@example.org',
      subject_type: 'account',
      subject_id: String(created.json().id),
    });
  });

  it('grants and revokes scopes with before and after in the audit log', async () => {
    const { id } = await createUser(api.services.db, {
      email: 'kit@example.org',
      name: 'Kit',
      password: PASSWORD,
    });
    expect((await staff('PUT', `/api/staff/accounts/${id}/scopes/staff`)).statusCode).toBe(204);
    expect((await staff('PUT', `/api/staff/accounts/${id}/scopes/member`)).statusCode).toBe(204);
    expect((await staff('DELETE', `/api/staff/accounts/${id}/scopes/staff`)).statusCode).toBe(204);
    expect((await account('kit@example.org')).scopes).toEqual(['member']);
    expect((await staff('PUT', `/api/staff/accounts/${id}/scopes/owner`)).statusCode).toBe(404);
    const log = await audit(`subject=account:${id}`);
    expect(log.data.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['account.scope-revoked', { scopes: ['staff', 'member'] }, { scopes: ['member'] }],
      ['account.scope-granted', { scopes: ['staff'] }, { scopes: ['staff', 'member'] }],
      ['account.scope-granted', { scopes: [] }, { scopes: ['staff'] }],
    ]);
  });

  it('refuses, on the server, to let staff remove their own staff scope or disable themselves', async () => {
    const own = await staff('DELETE', `/api/staff/accounts/${staffId}/scopes/staff`);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(OWN_STAFF_SCOPE);
    expect((await staff('POST', `/api/staff/accounts/${staffId}/disable`)).statusCode).toBe(422);
    const [me] = await api.services.db.select().from(users).where(eq(users.id, staffId));
    expect(me).toMatchObject({ scopes: ['member', 'staff'], disabled: false });
    expect((await staff('GET', '/api/staff/accounts')).statusCode).toBe(200);
  });

  it('disables and re-enables an account, signs a person out everywhere and mails a reset link', async () => {
    const { id } = await createUser(api.services.db, {
      email: 'lou@example.org',
      name: 'Lou',
      password: PASSWORD,
      scopes: ['member'],
    });
    const lou = await signIn(api, 'lou@example.org', PASSWORD);
    expect((await staff('POST', `/api/staff/accounts/${id}/sign-out-everywhere`)).statusCode).toBe(204);
    expect((await lou('GET', '/api/user')).statusCode).toBe(401);

    const again = await signIn(api, 'lou@example.org', PASSWORD);
    expect((await staff('POST', `/api/staff/accounts/${id}/disable`)).statusCode).toBe(204);
    await expect.poll(async () => (await again('GET', '/api/user')).statusCode).toBe(401);
    expect((await account('lou@example.org')).disabled).toBe(true);
    expect((await staff('POST', `/api/staff/accounts/${id}/password-reset`)).statusCode).toBe(422);
    expect((await staff('POST', `/api/staff/accounts/${id}/enable`)).statusCode).toBe(204);
    await signIn(api, 'lou@example.org', PASSWORD);

    expect((await staff('POST', `/api/staff/accounts/${id}/password-reset`)).statusCode).toBe(204);
    const mail = await mailTo('lou@example.org');
    expect(mail?.subject).toBe('Reset your password');
    expect((await usePasswordLink(linkIn(mail!.text), 'a brand new password')).statusCode).toBe(200);
    expect((await audit(`subject=account:${id}`)).data.map((entry) => entry.action)).toEqual([
      'account.reset-link-sent',
      'account.enabled',
      'account.disabled',
      'account.signed-out-everywhere',
    ]);
    expect((await staff('POST', '/api/staff/accounts/999999/disable')).statusCode).toBe(404);
  });

  it('finds accounts by name or e-mail, with % and _ taken literally', async () => {
    const page = staffAccountPageSchema.parse((await staff('GET', '/api/staff/accounts?q=LOU')).json());
    expect(page.data.map((row) => row.email)).toEqual(['lou@example.org']);
    const literal = staffAccountPageSchema.parse((await staff('GET', '/api/staff/accounts?q=%25')).json());
    expect(literal.total).toBe(0);
    const byScope = staffAccountPageSchema.parse(
      (await staff('GET', '/api/staff/accounts?scope=editor')).json(),
    );
    expect(byScope.data.map((row) => row.email)).toEqual(['nell@example.org']);
  });
});

describe('membership applications', () => {
  const apply = async (email: string, name = 'Rosa Example') => {
    const site = await browser(api);
    const response = await site('POST', '/api/membership-applications', {
      option: 'individual-membership',
      name,
      email,
      address: '1 High Street, Leeds',
      country: 'United Kingdom',
      consent: true,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await api.services.db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.email, email));
    return row!.id;
  };

  it('approving makes the account a member and welcomes it with a link to choose a password', async () => {
    const id = await apply('rosa@example.org');
    expect((await staff('POST', `/api/staff/membership-applications/${id}/approve`)).statusCode).toBe(204);
    const rosa = await account('rosa@example.org');
    expect(rosa).toMatchObject({ name: 'Rosa Example', scopes: ['member'] });
    const mail = await mailTo('rosa@example.org');
    expect(mail?.subject).toBe('Welcome to the society');
    expect((await usePasswordLink(linkIn(mail!.text), 'rosa chooses a password')).statusCode).toBe(200);
    await signIn(api, 'rosa@example.org', 'rosa chooses a password');
    const twice = await staff('POST', `/api/staff/membership-applications/${id}/approve`);
    expect(twice.statusCode).toBe(422);
    const page = membershipApplicationPageSchema.parse(
      (await staff('GET', '/api/staff/membership-applications?status=approved')).json(),
    );
    expect(page.data).toMatchObject([{ id, status: 'approved' }]);
    expect(page.data[0]!.decided_at).not.toBeNull();
  });

  it('approving an existing account upgrades it and keeps its password', async () => {
    await createUser(api.services.db, { email: 'sam@example.org', name: 'Sam', password: PASSWORD });
    const id = await apply('Sam@Example.org', 'Samuel');
    expect((await staff('POST', `/api/staff/membership-applications/${id}/approve`)).statusCode).toBe(204);
    expect((await account('sam@example.org')).scopes).toEqual(['member']);
    expect((await mailTo('sam@example.org'))?.text).not.toContain('/reset-password');
    await signIn(api, 'sam@example.org', PASSWORD);
  });

  it('declining needs a message, which the applicant is sent', async () => {
    const id = await apply('tom@example.org', 'Tom');
    const empty = await staff('POST', `/api/staff/membership-applications/${id}/decline`, { message: '  ' });
    expect(empty.statusCode).toBe(422);
    const message = 'We can only take members who live in the district.';
    expect(
      (await staff('POST', `/api/staff/membership-applications/${id}/decline`, { message })).statusCode,
    ).toBe(204);
    expect((await mailTo('tom@example.org'))?.text).toContain(message);
    expect((await account('tom@example.org')) ?? null).toBeNull();
    expect((await audit('action=application.')).data.map((entry) => entry.action)).toEqual([
      'application.declined',
      'application.approved',
      'application.approved',
    ]);
  });
});

describe('the audit log listing', () => {
  it('filters by actor, action, subject and London dates, and pages', async () => {
    const all = await audit('per_page=100');
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect((await audit('actor=nobody')).total).toBe(0);
    expect((await audit('actor=STEF')).total).toBe(all.total);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect((await audit(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await audit('to=2020-01-01')).total).toBe(0);
    const second = await audit('per_page=2&page=2');
    expect(second.data.map((entry) => entry.id)).toEqual(all.data.slice(2, 4).map((entry) => entry.id));
    expect((await staff('GET', '/api/staff/audit-log?from=yesterday')).statusCode).toBe(422);
  });
});
