import { SECOND_FACTOR_MESSAGES } from '@society/contract/second-factor';
import { ensureMember } from '@society/idp-dev/testing';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, SITE, type TestApi } from './api-test-app.ts';
import { oidcEnv, siteBrowser, startSsoIdp } from './sso-test-site.ts';

const STAFF_ROUTE = '/api/staff/membership-applications';
let api: TestApi;
let idp: Awaited<ReturnType<typeof startSsoIdp>>;

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A staff member at the provider; `amr` is what its ID tokens say about how it signed them in. */
async function providerStaff(email: string, amr: string[]) {
  await ensureMember(idp.pool, {
    email,
    name: 'Staff Member',
    scopes: ['member', 'staff'],
    password: `pw ${email}`,
    amr,
  });
  return { email, password: `pw ${email}` };
}

beforeAll(async () => {
  idp = await startSsoIdp();
  api = await buildTestApi({ env: oidcEnv(idp.issuer) });
});

describe('two-step sign-in with single sign-on', () => {
  it("relies on the provider's second factor when its ID token says so (amr mfa/otp)", async () => {
    const walter = await providerStaff('walter.mfa@example.org', ['pwd', 'otp', 'mfa']);
    const browser = siteBrowser(api);
    const landed = await browser.signIn(walter, '/staff');
    expect(landed.url).toBe(`${SITE}/staff`);
    expect((await browser.xhr('GET', STAFF_ROUTE)).statusCode).toBe(200);
    expect((await browser.xhr('GET', '/api/user/two-factor')).json()).toMatchObject({
      enabled: false,
      required: true,
      verified: true,
    });
  });

  it('an operator who empties OIDC_SECOND_FACTOR_AMR never relies on it', async () => {
    const strict = await buildTestApi({ env: oidcEnv(idp.issuer, { OIDC_SECOND_FACTOR_AMR: '' }) });
    const vera = await providerStaff('vera.mfa@example.org', ['pwd', 'mfa']);
    const browser = siteBrowser(strict);
    await browser.signIn(vera, '/staff');
    expect((await browser.xhr('GET', STAFF_ROUTE)).json()).toMatchObject({ second_factor: 'enrol' });
  });

  it('a password-only sign-in at the provider does not count: such staff enrol here, then give codes', async () => {
    const pat = await providerStaff('pat.pwd@example.org', ['pwd']);
    const browser = siteBrowser(api);
    await browser.signIn(pat, '/staff');
    const refused = await browser.xhr('GET', STAFF_ROUTE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.enrol, second_factor: 'enrol' });

    const { secret } = (await browser.xhr('POST', '/api/user/two-factor')).json();
    const now = Date.now();
    expect(
      (await browser.xhr('POST', '/api/user/two-factor/confirm', { code: codeAt(secret, now) })).statusCode,
    ).toBe(200);
    expect((await browser.xhr('GET', STAFF_ROUTE)).statusCode).toBe(200);

    // The next single sign-on waits for a code: the callback sends the browser to the code page.
    const next = siteBrowser(api);
    const landed = await next.signIn(pat, '/staff');
    expect(landed.url).toBe(`${SITE}/two-step-sign-in?redirect=%2Fstaff`);
    expect((await next.xhr('GET', '/api/user')).statusCode).toBe(401);
    const given = await next.xhr('POST', '/two-factor-challenge', { code: codeAt(secret, now + 30_000) });
    expect(given.statusCode).toBe(204);
    expect((await next.xhr('GET', STAFF_ROUTE)).statusCode).toBe(200);
  });
});
