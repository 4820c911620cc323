import { startIdp } from '@society/idp-dev/app';
import type { TestIdp } from '@society/idp-dev/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOTH_EXPIRED } from '../src/oidc/oidc-session-tokens.ts';
import { buildTestApi } from './api-test-app.ts';
import { oidcEnv, siteBrowser, startSsoIdp, storedTokens } from './sso-test-site.ts';

let idp: TestIdp;
let now = Date.now();
const clock = () => now;
/** Moves the api's clock (not the provider's): only the site's idea of expiry changes. */
const advance = (seconds: number) => {
  now += seconds * 1000;
};
let refreshGrants = 0;

beforeAll(async () => {
  idp = await startSsoIdp();
  idp.provider.on('grant.success', (ctx) => {
    if (ctx.oidc.params?.grant_type === 'refresh_token') refreshGrants++;
  });
});

async function setUp(extra: Record<string, string> = {}, issuer = idp.issuer) {
  const api = await buildTestApi({
    clock,
    env: oidcEnv(issuer, { SESSION_LIFETIME_MINUTES: '43200', SESSION_ABSOLUTE_HOURS: '720', ...extra }),
  });
  const browser = siteBrowser(api);
  await browser.signIn(idp.member);
  return { api, browser, user: () => browser.xhr('GET', '/api/user') };
}

describe('single sign-on: expiry and refresh (checklist F11)', () => {
  it('refreshes an expired access token exactly once for concurrent requests, 500 ms early', async () => {
    const { api, browser, user } = await setUp();
    const before = (await storedTokens(api, browser))!;
    advance(1800 - 0.4);
    const grantsBefore = refreshGrants;
    const answers = await Promise.all(Array.from({ length: 5 }, user));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(refreshGrants - grantsBefore).toBe(1);
    const after = (await storedTokens(api, browser))!;
    expect(after.access_token).not.toBe(before.access_token);
    // Rotated by the provider: the old refresh token is replaced.
    expect(after.refresh_token).not.toBe(before.refresh_token);
    // Fresh again: the next request does not refresh.
    expect((await user()).statusCode).toBe(200);
    expect(refreshGrants - grantsBefore).toBe(1);
  });

  it('does not refresh a token with more than 500 ms left', async () => {
    const { user } = await setUp();
    advance(1800 - 0.6);
    const grantsBefore = refreshGrants;
    expect((await user()).statusCode).toBe(200);
    expect(refreshGrants).toBe(grantsBefore);
  });

  it('both expired: the request is aborted with the fixed message and the session is reset', async () => {
    const { user } = await setUp({ OIDC_REFRESH_TOKEN_LIFETIME: '3600' });
    advance(3600);
    const aborted = await user();
    expect(aborted.statusCode).toBe(401);
    expect(aborted.json()).toEqual({ message: BOTH_EXPIRED });
    const next = await user();
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refresh refused by the provider (revoked grant): the session is reset with the fixed message', async () => {
    const { user } = await setUp();
    await idp.pool.query(`DELETE FROM oidc_models WHERE model = 'RefreshToken'`);
    advance(1800);
    const aborted = await user();
    expect(aborted.statusCode).toBe(401);
    expect(aborted.json()).toEqual({ message: BOTH_EXPIRED });
    expect((await user()).json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('single sign-on: provider down', () => {
  it('a provider that cannot be reached at refresh time gives 503 and keeps the session; it works again once the provider is back', async () => {
    const own = await startIdp({ ...idp.config, IDP_PORT: 0 });
    const port = Number(new URL(own.issuer).port);
    const { user } = await setUp({}, own.issuer);
    await own.close();
    advance(1800);
    const down = await user();
    expect(down.statusCode).toBe(503);
    const back = await startIdp({ ...idp.config, IDP_PORT: port, IDP_ISSUER: own.issuer });
    try {
      expect((await user()).statusCode).toBe(200);
    } finally {
      await back.close();
    }
  });
});
