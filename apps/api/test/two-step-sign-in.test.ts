import { RECENT_SIGN_IN_MINUTES, SECOND_FACTOR_MESSAGES } from '@society/contract/second-factor';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmRecentSignIn } from '../src/second-factor/confirm-identity.ts';
import { resetSecondFactor } from '../src/second-factor/reset-second-factor.ts';
import { createUser, findUserByEmail } from '../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, enrolSecondFactor, type TestApi } from './api-test-app.ts';

let api: TestApi;
let now = Date.parse('2027-05-03T10:00:05Z');
const STEP = 30_000;
const PASSWORD = 'a long enough password';
const STAFF_ROUTE = '/api/staff/membership-applications';
/** The demo society's name as an otpauth address writes it: apps show it above the codes. */
const SOCIETY = encodeURIComponent('Northfield & District Family History Society');

/** Codes as an authenticator app computes them (RFC 6238 defaults), independent of the api's code. */
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

let emails = 0;
async function account(scopes: string[] = ['member']) {
  emails += 1;
  const email = `person${emails}@example.org`;
  await createUser(api.services.db, { email, name: `Person ${emails}`, password: PASSWORD, scopes });
  return email;
}

/** The first step only: e-mail and password. */
async function passwordStep(email: string, password = PASSWORD) {
  const person = await browser(api);
  const login = await person('POST', '/login', { email, password });
  return { person, login };
}

/** An account with an authenticator, enrolled through the api at the current time. */
async function enrolled(scopes: string[] = ['member']) {
  const email = await account(scopes);
  const { person } = await passwordStep(email);
  const authenticator = await enrolSecondFactor(person, now);
  now += STEP; // the enrolment's code is used; later codes come from the next step
  return { email, ...authenticator };
}

beforeAll(async () => {
  api = await buildTestApi({ clock: () => now });
});

const status = async (person: Browser) => (await person('GET', '/api/user/two-factor')).json();

describe('two-step sign-in: enrolment', () => {
  it('gives a secret, its otpauth address and QR code; the first code puts it in force and answers ten recovery codes once', async () => {
    const email = await account();
    const { person, login } = await passwordStep(email);
    expect(login.statusCode).toBe(204);
    expect(await status(person)).toEqual({
      enabled: false,
      required: false,
      verified: false,
      recovery_codes_left: 0,
    });
    const enrolment = await person('POST', '/api/user/two-factor');
    expect(enrolment.statusCode).toBe(200);
    expect(enrolment.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_url: url, qr_svg: svg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toBe(
      `otpauth://totp/${SOCIETY}:${encodeURIComponent(email)}?issuer=${SOCIETY}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(svg).toMatch(/<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Not in force yet: a later sign-in still needs no code.
    expect((await passwordStep(email)).login.statusCode).toBe(204);

    const wrong = await person('POST', '/api/user/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [SECOND_FACTOR_MESSAGES.invalidCode] });
    // Extra fields naming someone else are ignored: the secret is the signed-in user's.
    const confirmed = await person('POST', '/api/user/two-factor/confirm', {
      code: codeAt(secret, now),
      user_id: 1,
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect(await status(person)).toEqual({
      enabled: true,
      required: false,
      verified: true,
      recovery_codes_left: 10,
    });
    // Stored hashed only.
    const { rows } = await api.services.db.$client.query('SELECT code_hash FROM recovery_codes');
    expect(rows.map((row) => row.code_hash)).not.toEqual(expect.arrayContaining([codes[0]]));
    expect((await person('POST', '/api/user/two-factor')).statusCode).toBe(409);
  });
});

describe('two-step sign-in: setting it up long after signing in', () => {
  it('asks for the password again after ten minutes, and counts a wrong one against the account', async () => {
    const email = await account();
    const { person } = await passwordStep(email);
    now += RECENT_SIGN_IN_MINUTES * 60_000 + 1_000;
    const asked = await person('POST', '/api/user/two-factor');
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ password: [SECOND_FACTOR_MESSAGES.passwordAgain] });
    const wrong = await person('POST', '/api/user/two-factor', { password: 'not the password at all' });
    expect(wrong.json().errors).toEqual({ password: [SECOND_FACTOR_MESSAGES.wrongPassword] });
    const right = await person('POST', '/api/user/two-factor', { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json().secret).toMatch(/^[A-Z2-7]{32}$/);
    // A sign-in starts the ten minutes again.
    const { person: fresh } = await passwordStep(email);
    expect((await fresh('POST', '/api/user/two-factor')).statusCode).toBe(200);
  });

  it('an account that signs in only through single sign-on is asked to sign in again', async () => {
    const user = await findUserByEmail(api.services.db, await account());
    const ssoOnly = { ...user!, passwordHash: null };
    const refused = confirmRecentSignIn(api.services.secondFactors, ssoOnly, 0, now, 'any password');
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      errors: { session: [SECOND_FACTOR_MESSAGES.signInAgain] },
    });
    await expect(
      confirmRecentSignIn(api.services.secondFactors, ssoOnly, now - 60_000, now, undefined),
    ).resolves.toBeUndefined();
  });
});

describe('two-step sign-in: signing in', () => {
  it('is two steps: after the password the session reaches nothing until a code is given', async () => {
    const { email, secret } = await enrolled();
    const { person, login } = await passwordStep(email);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ two_factor: true });
    for (const path of ['/api/user', '/api/bookmarks', '/api/user/two-factor'])
      expect((await person('GET', path)).statusCode, path).toBe(401);
    const wrong = await person('POST', '/two-factor-challenge', { code: '123456' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [SECOND_FACTOR_MESSAGES.invalidCode] });
    const both = await person('POST', '/two-factor-challenge', { code: '1', recovery_code: '2' });
    expect(both.json().errors).toEqual({ code: [SECOND_FACTOR_MESSAGES.oneOfCodes] });
    const given = await person('POST', '/two-factor-challenge', { code: codeAt(secret, now) });
    expect(given.statusCode).toBe(204);
    expect((await person('GET', '/api/user')).json()).toMatchObject({ email });
    expect(await status(person)).toMatchObject({ enabled: true, verified: true });
  });

  it('a wrong password never reaches the second step', async () => {
    const { email } = await enrolled();
    const { login } = await passwordStep(email, 'not the password at all');
    expect(login.statusCode).toBe(422);
  });

  it('a code is accepted once: the same code again (within its window) is refused, the next one works', async () => {
    const { email, secret } = await enrolled();
    const code = codeAt(secret, now);
    const first = await passwordStep(email);
    expect((await first.person('POST', '/two-factor-challenge', { code })).statusCode).toBe(204);
    const again = await passwordStep(email);
    const replay = await again.person('POST', '/two-factor-challenge', { code });
    expect(replay.statusCode).toBe(422);
    expect((await again.person('GET', '/api/user')).statusCode).toBe(401);
    // Ten seconds on, still the same step: still refused. The next step's code works.
    now += 10_000;
    expect((await again.person('POST', '/two-factor-challenge', { code })).statusCode).toBe(422);
    const next = await again.person('POST', '/two-factor-challenge', { code: codeAt(secret, now + STEP) });
    expect(next.statusCode).toBe(204);
    now += STEP;
  });

  it('is throttled per account: after five wrong codes even the right one waits, then works', async () => {
    const { email, secret } = await enrolled();
    const { person } = await passwordStep(email);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await person('POST', '/two-factor-challenge', { code: '999999' })).statusCode).toBe(422);
    const locked = await person('POST', '/two-factor-challenge', { code: codeAt(secret, now) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A new sign-in does not start the count again: the limit is the account's.
    const other = await passwordStep(email);
    expect(
      (await other.person('POST', '/two-factor-challenge', { code: codeAt(secret, now) })).statusCode,
    ).toBe(429);
    now += 61_000;
    expect((await person('POST', '/two-factor-challenge', { code: codeAt(secret, now) })).statusCode).toBe(
      204,
    );
  });

  it('a recovery code works once, in any case and without its dashes', async () => {
    const { email, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0]!;
    const first = await passwordStep(email);
    const used = await first.person('POST', '/two-factor-challenge', {
      recovery_code: code.toUpperCase().replaceAll('-', ' '),
    });
    expect(used.statusCode).toBe(204);
    expect(await status(first.person)).toMatchObject({ recovery_codes_left: 9 });
    const second = await passwordStep(email);
    const reused = await second.person('POST', '/two-factor-challenge', { recovery_code: code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ recovery_code: [SECOND_FACTOR_MESSAGES.invalidRecoveryCode] });
    expect((await second.person('GET', '/api/user')).statusCode).toBe(401);
  });

  it('the half-signed-in session expires after five minutes', async () => {
    const { email, secret } = await enrolled();
    const { person } = await passwordStep(email);
    now += 5 * 60_000 + 1_000;
    const late = await person('POST', '/two-factor-challenge', { code: codeAt(secret, now) });
    expect(late.statusCode).not.toBe(204);
    expect((await person('GET', '/api/user')).statusCode).toBe(401);
  });
});

describe('two-step sign-in: switching it off and new recovery codes', () => {
  it('needs the password or a current code, and then signs the account out everywhere', async () => {
    const { email, secret } = await enrolled();
    const here = await passwordStep(email);
    await here.person('POST', '/two-factor-challenge', { code: codeAt(secret, now) });
    now += STEP;
    const there = await passwordStep(email);
    await there.person('POST', '/two-factor-challenge', { code: codeAt(secret, now) });
    const waiting = await passwordStep(email);
    expect((await there.person('GET', '/api/user')).statusCode).toBe(200);

    const bare = await here.person('POST', '/api/user/two-factor/disable', {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ password: [SECOND_FACTOR_MESSAGES.proofNeeded] });
    const wrong = await here.person('POST', '/api/user/two-factor/disable', { password: 'not it at all' });
    expect(wrong.statusCode).toBe(422);
    expect((await there.person('GET', '/api/user')).statusCode).toBe(200);

    const off = await here.person('POST', '/api/user/two-factor/disable', { password: PASSWORD });
    expect(off.statusCode).toBe(204);
    for (const person of [here.person, there.person, waiting.person])
      expect((await person('GET', '/api/user')).statusCode).toBe(401);
    expect(
      (await waiting.person('POST', '/two-factor-challenge', { code: codeAt(secret, now) })).statusCode,
    ).not.toBe(204);
    // The next sign-in is one step again.
    expect((await passwordStep(email)).login.statusCode).toBe(204);
  });

  it('a current code also proves it; new recovery codes replace the old ones', async () => {
    const { email, secret, recoveryCodes } = await enrolled();
    const { person } = await passwordStep(email);
    await person('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[0] });
    const fresh = await person('POST', '/api/user/two-factor/recovery-codes', { code: codeAt(secret, now) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recovery_codes).toHaveLength(10);
    expect(await status(person)).toMatchObject({ recovery_codes_left: 10 });
    const old = await passwordStep(email);
    expect(
      (await old.person('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[1] })).statusCode,
    ).toBe(422);
    now += STEP;
    const off = await person('POST', '/api/user/two-factor/disable', { code: codeAt(secret, now) });
    expect(off.statusCode).toBe(204);
  });
});

describe('two-step sign-in: required for staff', () => {
  it('staff routes refuse a staff session without a second factor (enrol), then open once it has one', async () => {
    const email = await account(['member', 'staff']);
    const { person, login } = await passwordStep(email);
    expect(login.statusCode).toBe(204);
    const refused = await person('GET', STAFF_ROUTE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.enrol, second_factor: 'enrol' });
    expect((await person('GET', '/api/user')).json()).toMatchObject({ second_factor_needed: 'enrol' });
    // Member routes stay open meanwhile (the site sends them to enrolment for staff pages).
    expect((await person('GET', '/api/bookmarks')).statusCode).toBe(200);
    expect(await status(person)).toMatchObject({ enabled: false, required: true, verified: false });

    const elsewhere = (await passwordStep(email)).person;
    const { secret } = await enrolSecondFactor(person, now);
    expect((await person('GET', STAFF_ROUTE)).statusCode).toBe(200);
    expect((await person('GET', '/api/user')).json()).not.toHaveProperty('second_factor_needed');

    // A session from before the enrolment must give a code first.
    const stale = await elsewhere('GET', STAFF_ROUTE);
    expect(stale.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.verify, second_factor: 'verify' });
    now += STEP;
    expect((await elsewhere('POST', '/two-factor-challenge', { code: codeAt(secret, now) })).statusCode).toBe(
      204,
    );
    expect((await elsewhere('GET', STAFF_ROUTE)).statusCode).toBe(200);

    // A new password keeps this session's second factor.
    const change = await person('PUT', '/api/user/password', {
      current_password: PASSWORD,
      password: 'another long password',
      password_confirmation: 'another long password',
    });
    expect(change.statusCode).toBe(204);
    expect((await person('GET', STAFF_ROUTE)).statusCode).toBe(200);
  });

  it('a member needs none: the answer of /api/user is the Sanctum user, unchanged', async () => {
    const email = await account();
    const { person } = await passwordStep(email);
    expect(Object.keys((await person('GET', '/api/user')).json()).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'name',
      'scope',
      'updated_at',
    ]);
  });
});

describe('two-step sign-in: an operator resets it', () => {
  it('removes the authenticator and recovery codes and ends every session of the account', async () => {
    const { email, secret } = await enrolled(['member', 'staff']);
    const { person } = await passwordStep(email);
    await person('POST', '/two-factor-challenge', { code: codeAt(secret, now) });
    expect((await person('GET', STAFF_ROUTE)).statusCode).toBe(200);
    const user = await findUserByEmail(api.services.db, email);
    expect(await resetSecondFactor(api.services.db, user!.id)).toBe(true);
    await expect.poll(async () => (await person('GET', '/api/user')).statusCode).toBe(401);
    const again = await passwordStep(email);
    expect(again.login.statusCode).toBe(204);
    expect((await again.person('GET', STAFF_ROUTE)).json()).toMatchObject({ second_factor: 'enrol' });
    expect(await resetSecondFactor(api.services.db, user!.id)).toBe(false);
  });
});
