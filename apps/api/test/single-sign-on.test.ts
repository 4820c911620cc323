import { TEST_CLIENT, type TestIdp } from '@society/idp-dev/testing';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_FAILED } from '../src/oidc/oidc-provider-client.ts';
import { createUser } from '../src/users/user-repository.ts';
import {
  buildTestApi,
  SITE,
  SPA_HEADERS,
  signIn as signInWithPassword,
  type TestApi,
} from './api-test-app.ts';
import { CALLBACK, oidcEnv, POST_LOGOUT, siteBrowser, startSsoIdp, storedTokens } from './sso-test-site.ts';

let idp: TestIdp;
let api: TestApi;
const logs: string[] = [];
let member: { email: string; password: string };

beforeAll(async () => {
  idp = await startSsoIdp();
  member = idp.member;
  api = await buildTestApi({
    env: oidcEnv(idp.issuer),
    logStream: { write: (line) => void logs.push(line) },
  });
});

const user = async (browser: ReturnType<typeof siteBrowser>) => browser.xhr('GET', '/api/user');
const NO_STORE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

describe('single sign-on: the flow', () => {
  it('signs a member in: a local user is created from the claims and the browser returns to the remembered path', async () => {
    const browser = siteBrowser(api);
    const landed = await browser.signIn(member, '/members/bookmarks?sort=new');
    expect(landed.url).toBe(`${SITE}/members/bookmarks?sort=new`);
    const callback = landed.hops.find((hop) => hop.url.startsWith(CALLBACK))!;
    expect(callback.status).toBe(303);
    expect(callback.headers).toMatchObject(NO_STORE);
    const me = await user(browser);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: member.email, name: 'Ada Testmember', scope: ['member'] });
    // The session cookie is the api's own session (the Sanctum cookie the site already knows).
    expect(await browser.cookie('society_session')).toBeTruthy();
    expect(await browser.cookie('XSRF-TOKEN')).toBeTruthy();
  });

  it('maps the same subject to the same user on the next sign-in', async () => {
    const first = (await user(await signedIn())).json().id;
    expect((await user(await signedIn())).json().id).toBe(first);
  });

  it('PKCE always S256: the authorization request has code, S256, the three scopes, a 10-character state and a nonce', async () => {
    const { answer, authorizationUrl } = await siteBrowser(api).start();
    expect(answer.status).toBe(303);
    expect(answer.headers).toMatchObject(NO_STORE);
    const params = authorizationUrl.searchParams;
    expect(authorizationUrl.href.startsWith(`${idp.issuer}/auth?`)).toBe(true);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('scope')).toBe('openid profile offline_access');
    expect(params.get('state')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    const cookie = [answer.headers['set-cookie']].flat().find((line) => line?.startsWith('society_oidc.'));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/signin-oidc/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('PKCE always S256: the provider refuses a request without a challenge or with plain', async () => {
    const { authorizationUrl } = await siteBrowser(api).start();
    const browser = siteBrowser(api);
    const without = new URL(authorizationUrl);
    without.searchParams.delete('code_challenge');
    without.searchParams.delete('code_challenge_method');
    const plain = new URL(authorizationUrl);
    plain.searchParams.set('code_challenge_method', 'plain');
    for (const url of [without, plain]) {
      const answer = await browser.request('GET', url.href);
      expect(new URL(answer.location!).searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('remembers only a safe local path', async () => {
    for (const target of [
      '//evil.example',
      'https://evil.example/',
      '/%2F%2Fevil.example',
      '/a/../..//evil.example',
    ]) {
      const landed = await siteBrowser(api).signIn(member, target);
      expect(landed.url).toBe(`${SITE}/`);
    }
  });

  it('tokens in URLs ignored: access, refresh and ID tokens in the callback URL are never used', async () => {
    const browser = siteBrowser(api);
    const { authorizationUrl } = await browser.start();
    const callback = new URL(await browser.authorize(authorizationUrl.href, member));
    for (const name of ['access_token', 'refresh_token', 'id_token'])
      callback.searchParams.set(name, 'injected');
    const landed = await browser.navigate(callback.href);
    expect(landed.url).toBe(`${SITE}/members`);
    const tokens = await storedTokens(api, browser);
    expect(tokens?.access_token).not.toBe('injected');
    expect(tokens?.refresh_token).not.toBe('injected');
    expect(tokens?.id_token).not.toBe('injected');
  });

  it('parallel tabs: two sign-ins started in one browser both complete, each to its own path', async () => {
    const browser = siteBrowser(api);
    const one = await browser.start('/tab-one');
    const two = await browser.start('/tab-two');
    const callbackOne = await browser.authorize(one.authorizationUrl.href, member);
    const callbackTwo = await browser.authorize(two.authorizationUrl.href, member);
    expect((await browser.navigate(callbackTwo)).url).toBe(`${SITE}/tab-two`);
    expect((await browser.navigate(callbackOne)).url).toBe(`${SITE}/tab-one`);
    expect((await user(browser)).statusCode).toBe(200);
  });
});

async function signedIn() {
  const browser = siteBrowser(api);
  await browser.signIn(member);
  return browser;
}

describe('single sign-on: checklist F (the client under attack)', () => {
  it('F1 no transaction: a callback without the transaction cookie fails closed before any token request', async () => {
    const victim = siteBrowser(api);
    const { authorizationUrl } = await victim.start();
    const callback = await victim.authorize(authorizationUrl.href, member);
    const stranger = siteBrowser(api);
    const refused = await stranger.navigate(callback);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Sign-in failed');
    expect(refused.headers).toMatchObject(NO_STORE);
    expect((await user(stranger)).statusCode).toBe(401);
    // The code was not spent: the browser that started the sign-in still completes it.
    expect((await victim.navigate(callback)).url).toBe(`${SITE}/members`);
  });

  it('F2 state mismatch, missing or repeated state: rejected, no session', async () => {
    const browser = siteBrowser(api);
    const { authorizationUrl } = await browser.start();
    const callback = new URL(await browser.authorize(authorizationUrl.href, member));
    const state = callback.searchParams.get('state')!;
    const wrong = new URL(callback);
    wrong.searchParams.set('state', state === 'AAAAAAAAAA' ? 'BBBBBBBBBB' : 'AAAAAAAAAA');
    const missing = new URL(callback);
    missing.searchParams.delete('state');
    const repeated = new URL(callback);
    repeated.searchParams.append('state', state);
    for (const url of [wrong, missing, repeated]) {
      const answer = await browser.navigate(url.href);
      expect(answer.status).toBe(400);
      expect((await user(browser)).statusCode).toBe(401);
    }
  });

  it('F3 replay: the exact callback URL a second time is rejected (the transaction was used)', async () => {
    const browser = siteBrowser(api);
    const { authorizationUrl } = await browser.start();
    const callback = await browser.authorize(authorizationUrl.href, member);
    expect((await browser.navigate(callback)).url).toBe(`${SITE}/members`);
    const replay = await browser.navigate(callback);
    expect(replay.status).toBe(400);
    // Even with the transaction cookie put back, the row is gone.
    const attacker = siteBrowser(api);
    const again = await attacker.navigate(callback);
    expect(again.status).toBe(400);
  });

  it("F4 code injection: the attacker's code with the victim's state is exchanged with the victim's verifier and refused", async () => {
    const attacker = siteBrowser(api);
    const attackerFlow = await attacker.start();
    const attackerCallback = new URL(await attacker.authorize(attackerFlow.authorizationUrl.href, member));
    const victim = siteBrowser(api);
    const victimFlow = await victim.start();
    const injected = new URL(CALLBACK);
    injected.searchParams.set('code', attackerCallback.searchParams.get('code')!);
    injected.searchParams.set('state', victimFlow.authorizationUrl.searchParams.get('state')!);
    injected.searchParams.set('iss', idp.issuer);
    const refused = await victim.navigate(injected.href);
    expect(refused.status).toBe(400);
    expect((await user(victim)).statusCode).toBe(401);
    expect(logs.join('\n')).toContain('invalid_grant');
  });

  it('F5 wrong nonce: an ID token minted for another nonce is refused and no session is created', async () => {
    const browser = siteBrowser(api);
    const { authorizationUrl } = await browser.start();
    authorizationUrl.searchParams.set('nonce', 'a-nonce-the-site-never-made-0123456789abcdef');
    const refused = await browser.navigate(await browser.authorize(authorizationUrl.href, member));
    expect(refused.status).toBe(400);
    expect((await user(browser)).statusCode).toBe(401);
    expect(logs.join('\n')).toContain('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
  });

  it('F6 wrong issuer: a wrong or missing iss in the callback is refused', async () => {
    for (const iss of ['http://evil.example', null]) {
      const browser = siteBrowser(api);
      const { authorizationUrl } = await browser.start();
      const callback = new URL(await browser.authorize(authorizationUrl.href, member));
      if (iss) callback.searchParams.set('iss', iss);
      else callback.searchParams.delete('iss');
      expect((await browser.navigate(callback.href)).status).toBe(400);
      expect((await user(browser)).statusCode).toBe(401);
    }
  });

  it('F8 redirect_uri tampering: the provider answers 400 and sends the browser nowhere', async () => {
    const browser = siteBrowser(api);
    const { authorizationUrl } = await browser.start();
    for (const redirect of [
      `${SITE}/evil`,
      `${CALLBACK}/extra`,
      'http://localhost:3001/signin-oidc',
      'https://evil.example/signin-oidc',
    ]) {
      const tampered = new URL(authorizationUrl);
      tampered.searchParams.set('redirect_uri', redirect);
      const answer = await browser.request('GET', tampered.href);
      expect(answer.status).toBe(400);
      expect(answer.location).toBeUndefined();
    }
  });

  it('F9 error callbacks: a member who cancels at the provider gets a plain page, no session', async () => {
    const browser = siteBrowser(api);
    const { authorizationUrl } = await browser.start();
    const login = await browser.navigate(authorizationUrl.href);
    const uid = /\/interaction\/([^/"]+)\/abort/.exec(login.body)![1];
    const back = await browser.submit(login, {}, { formAction: `/interaction/${uid}/abort` });
    expect(back.url.startsWith(CALLBACK)).toBe(true);
    expect(new URL(back.url).searchParams.get('error')).toBe('access_denied');
    expect(back.status).toBe(400);
    expect(back.body).toContain('Signing in was cancelled, or the society account service refused it.');
    expect(back.headers).toMatchObject(NO_STORE);
    expect((await user(browser)).statusCode).toBe(401);
  });

  it('F12 logout revocation: the session ends, the refresh token is revoked, then the provider ends its session', async () => {
    const browser = await signedIn();
    const tokens = (await storedTokens(api, browser))!;
    expect(tokens.refresh_token).toBeTruthy();
    const logout = await browser.xhr('POST', '/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.headers).toMatchObject(NO_STORE);
    const endSession = new URL(logout.json().redirect);
    expect(endSession.origin + endSession.pathname).toBe(`${idp.issuer}/session/end`);
    expect(endSession.searchParams.get('id_token_hint')).toBe(tokens.id_token);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT);
    const state = endSession.searchParams.get('state');
    expect(state).toMatch(/^[A-Za-z0-9]{10}$/);
    // Signed out of the site before the browser even reaches the provider.
    expect((await user(browser)).statusCode).toBe(401);
    const config = await client.discovery(
      new URL(idp.issuer),
      TEST_CLIENT.id,
      TEST_CLIENT.secret,
      undefined,
      {
        execute: [client.allowInsecureRequests],
      },
    );
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const confirm = await browser.navigate(endSession.href);
    const back = await browser.submit(confirm, { logout: 'yes' }, { formId: 'op.logoutForm' });
    // The provider hands the state back with the redirect.
    expect(back.url).toBe(`${POST_LOGOUT}?state=${state}`);
    // Signed out at the provider too: the next sign-in asks for the password again.
    const { authorizationUrl } = await browser.start();
    expect((await browser.navigate(authorizationUrl.href)).body).toContain('<h1>Sign in</h1>');
  });

  it('a password session signs out as before (204, no provider involved)', async () => {
    await createUser(api.services.db, {
      email: 'local@example.org',
      name: 'Local',
      password: 'local password 12',
    });
    const local = await signInWithPassword(api, 'local@example.org', 'local password 12');
    const logout = await local('POST', '/logout');
    expect(logout.statusCode).toBe(204);
  });
});

describe('single sign-on: bearer access tokens', () => {
  async function accessToken(audience = true) {
    const browser = siteBrowser(api);
    const config = await client.discovery(
      new URL(idp.issuer),
      TEST_CLIENT.id,
      TEST_CLIENT.secret,
      undefined,
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: CALLBACK,
      scope: 'openid profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'bearerstat',
    });
    const callback = await browser.authorize(url.href, member);
    const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
      pkceCodeVerifier: verifier,
      expectedState: 'bearerstat',
    });
    return audience ? tokens.access_token : tokens.id_token!;
  }

  it('the api accepts the provider access token of a member who has signed in: same user, no cookie, no CSRF', async () => {
    const viaSite = (await user(await signedIn())).json();
    const token = await accessToken();
    const bearer = { ...SPA_HEADERS, authorization: `Bearer ${token}` };
    const me = await api.app.inject({ method: 'GET', url: '/api/user', headers: bearer });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(viaSite.id);
    const saved = await api.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: bearer,
      payload: { kind: 'page', path: '/research/parish-registers', title: 'Parish registers' },
    });
    expect(saved.statusCode).toBeLessThan(300);
  });

  it('refuses an ID token, a tampered token and garbage as bearer tokens', async () => {
    const token = await accessToken();
    const tampered = `${token.slice(0, -4)}AAAA`;
    for (const value of [await accessToken(false), tampered, 'not-a-jwt']) {
      const answer = await api.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { ...SPA_HEADERS, authorization: `Bearer ${value}` },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });
});

describe('single sign-on: checklist G (leakage)', () => {
  it('G1 logs free of codes, states, tokens and cookies across sign-in, use and sign-out', async () => {
    const browser = siteBrowser(api);
    const { authorizationUrl } = await browser.start();
    const callback = new URL(await browser.authorize(authorizationUrl.href, member));
    await browser.navigate(callback.href);
    await user(browser);
    const tokens = (await storedTokens(api, browser))!;
    const session = (await browser.cookie('society_session'))!;
    const xsrf = (await browser.cookie('XSRF-TOKEN'))!;
    await browser.xhr('POST', '/logout');
    const text = logs.join('\n');
    expect(text).toContain('signed in with single sign-on');
    for (const secret of [
      callback.searchParams.get('code')!,
      callback.searchParams.get('state')!,
      authorizationUrl.searchParams.get('nonce')!,
      authorizationUrl.searchParams.get('code_challenge')!,
      tokens.access_token,
      tokens.refresh_token!,
      tokens.id_token!,
      session,
      xsrf,
      member.password,
    ])
      expect(text).not.toContain(secret);
  });

  it('G2 no-store and no-referrer on every sign-in answer, and a 303 away from the callback', async () => {
    const browser = siteBrowser(api);
    const { answer, authorizationUrl } = await browser.start();
    expect(answer.headers).toMatchObject(NO_STORE);
    const landed = await browser.navigate(await browser.authorize(authorizationUrl.href, member));
    const callback = landed.hops[0]!;
    expect(callback.url.startsWith(CALLBACK)).toBe(true);
    expect(callback.status).toBe(303);
    expect(callback.headers).toMatchObject(NO_STORE);
    expect(callback.location).toBe(`${SITE}/members`);
  });
});

describe('single sign-on: configuration', () => {
  it('discovery failure: the fixed message, as a page that is not cached', async () => {
    const broken = await buildTestApi({
      env: oidcEnv('http://127.0.0.1:9/unreachable'),
      databaseUrl: api.databaseUrl,
    });
    const answer = await siteBrowser(broken).request('GET', `${SITE}/veryconnect-auth`);
    expect(answer.status).toBe(503);
    expect(answer.body).toContain(DISCOVERY_FAILED);
    expect(answer.headers).toMatchObject(NO_STORE);
    expect(answer.location).toBeUndefined();
  });

  it('without OIDC_ENABLED the sign-in routes do not exist', async () => {
    const plain = await buildTestApi({ databaseUrl: api.databaseUrl });
    expect((await plain.app.inject({ method: 'GET', url: '/veryconnect-auth' })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/signin-oidc' })).statusCode).toBe(404);
  });
});
