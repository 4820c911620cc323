import { describe, expect, it } from 'vitest';
import { createAuthClient, SECOND_FACTOR_NEEDED } from './auth-client.ts';
import { AUTH_STRATEGIES, authStrategy } from './auth-strategies.ts';
import { createBackendFetch } from './backend-fetch.ts';
import { fakeBackend, MEMBER } from './fake-backend.test-support.ts';

const CREDENTIALS = { email: 'member@example.org', password: 'correct horse battery' };

function setup(
  strategy: keyof typeof AUTH_STRATEGIES,
  routes: Parameters<typeof fakeBackend>[0],
  cookies = '',
) {
  const api = fakeBackend(routes, cookies);
  const client = createAuthClient(AUTH_STRATEGIES[strategy], createBackendFetch(api));
  return { api, client };
}

const signIn = {
  'GET /sanctum/csrf-cookie': { status: 204, setCookie: 'XSRF-TOKEN=abc%3D' },
  'POST /login': { status: 204, setCookie: 'XSRF-TOKEN=rotated' },
  'GET /api/user': { status: 200, body: MEMBER },
};

describe('auth strategies', () => {
  it('uses the plain cookie strategy by default, on the Sanctum paths', () => {
    expect(authStrategy().name).toBe('cookie');
    expect(AUTH_STRATEGIES.cookie.endpoints).toEqual(AUTH_STRATEGIES.laravelSanctum.endpoints);
  });
});

describe('laravelSanctum login', () => {
  it('fetches the CSRF cookie first, then posts the credentials with the token and reads the user', async () => {
    const { api, client } = setup('laravelSanctum', signIn, 'XSRF-TOKEN=stale');
    await expect(client.login(CREDENTIALS)).resolves.toMatchObject({ name: 'Margaret Demo' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /login',
      'GET /api/user',
    ]);
    expect(api.calls[1]?.headers['X-XSRF-TOKEN']).toBe('abc=');
    expect(api.calls[1]?.body).toEqual(CREDENTIALS);
  });

  it('sends X-Requested-With and Accept on every call', async () => {
    const { api, client } = setup('laravelSanctum', signIn);
    await client.login(CREDENTIALS);
    for (const call of api.calls) {
      expect(call.headers['X-Requested-With']).toBe('XMLHttpRequest');
      expect(call.headers.Accept).toBe('application/json');
    }
  });
});

describe('cookie login', () => {
  it('skips the CSRF call when the browser already holds a token', async () => {
    const { api, client } = setup('cookie', signIn, 'XSRF-TOKEN=held');
    await client.login(CREDENTIALS);
    expect(api.calls.map((call) => call.path)).toEqual(['/login', '/api/user']);
    expect(api.calls[0]?.headers['X-XSRF-TOKEN']).toBe('held');
  });

  it('fetches the CSRF cookie when there is none', async () => {
    const { api, client } = setup('cookie', signIn);
    await client.login(CREDENTIALS);
    expect(api.calls[0]?.path).toBe('/sanctum/csrf-cookie');
  });

  it('gets a fresh token and retries once after 419', async () => {
    const { api, client } = setup(
      'cookie',
      {
        ...signIn,
        'POST /login': [
          { status: 419, body: { message: 'CSRF token mismatch.' } },
          { status: 204, setCookie: 'XSRF-TOKEN=rotated' },
        ],
      },
      'XSRF-TOKEN=ended',
    );
    await client.login(CREDENTIALS);
    expect(api.calls.map((call) => call.path)).toEqual([
      '/login',
      '/sanctum/csrf-cookie',
      '/login',
      '/api/user',
    ]);
  });

  it('rejects with the field errors of a 422', async () => {
    const { client } = setup('cookie', {
      ...signIn,
      'POST /login': {
        status: 422,
        body: {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        },
      },
    });
    const error = await client.login(CREDENTIALS).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422 });
    expect((error as { fieldError(field: string): string }).fieldError('email')).toBe(
      'These credentials do not match our records.',
    );
  });

  it('reports the wait of a 429 from Retry-After', async () => {
    const { client } = setup('cookie', {
      ...signIn,
      'POST /login': {
        status: 429,
        body: { message: 'Too Many Attempts.' },
        headers: { 'Retry-After': '42' },
      },
    });
    await expect(client.login(CREDENTIALS)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });
});

describe('fetchUser and logout', () => {
  it('answers null for 401', async () => {
    const { client } = setup('cookie', {
      'GET /api/user': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    await expect(client.fetchUser()).resolves.toBeNull();
  });

  it('raises the missing-field error when the user field is missing', async () => {
    const api = fakeBackend({ 'GET /api/user': { status: 200, body: { data: MEMBER } } });
    const client = createAuthClient(
      { ...AUTH_STRATEGIES.cookie, userProperty: 'user' },
      createBackendFetch(api),
    );
    await expect(client.fetchUser()).rejects.toThrow('User Data response does not contain field user');
  });

  it('does not fetch a token for reads', async () => {
    const { api, client } = setup('cookie', { 'GET /api/user': { status: 200, body: MEMBER } });
    await client.fetchUser();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/user']);
  });

  it('treats 401 and 419 on logout as signed out, and rethrows anything else', async () => {
    for (const status of [401, 419]) {
      const { client } = setup(
        'cookie',
        { 'GET /sanctum/csrf-cookie': { status: 204 }, 'POST /logout': { status, body: { message: 'x' } } },
        'XSRF-TOKEN=t',
      );
      await expect(client.logout()).resolves.toBeNull();
    }
    const { client } = setup(
      'cookie',
      { 'POST /logout': { status: 500, body: { message: 'Server Error' } } },
      'XSRF-TOKEN=t',
    );
    await expect(client.logout()).rejects.toMatchObject({ status: 500 });
  });

  it("answers the provider's end-session address after a single sign-on session, else null", async () => {
    const endSession = 'http://127.0.0.1:3003/session/end?id_token_hint=x&post_logout_redirect_uri=y';
    const sso = setup(
      'cookie',
      { 'POST /logout': { status: 200, body: { redirect: endSession } } },
      'XSRF-TOKEN=t',
    );
    await expect(sso.client.logout()).resolves.toBe(endSession);
    const local = setup('cookie', { 'POST /logout': { status: 204 } }, 'XSRF-TOKEN=t');
    await expect(local.client.logout()).resolves.toBeNull();
    const odd = setup(
      'cookie',
      { 'POST /logout': { status: 200, body: { redirect: 'javascript:alert(1)' } } },
      'XSRF-TOKEN=t',
    );
    await expect(odd.client.logout()).resolves.toBeNull();
  });
});

describe('two-step sign-in', () => {
  it('stops after the password when the api asks for a code, then gives it and reads the user', async () => {
    const { api, client } = setup(
      'cookie',
      {
        'POST /login': { status: 200, body: { two_factor: true } },
        'POST /two-factor-challenge': { status: 204 },
        'GET /api/user': { status: 200, body: MEMBER },
      },
      'XSRF-TOKEN=held',
    );
    await expect(client.login(CREDENTIALS)).resolves.toBe(SECOND_FACTOR_NEEDED);
    expect(api.calls.map((call) => call.path)).toEqual(['/login']);
    await expect(client.giveSecondFactor({ code: '123456' })).resolves.toMatchObject({
      name: 'Margaret Demo',
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /login',
      'POST /two-factor-challenge',
      'GET /api/user',
    ]);
    expect(api.calls[1]?.body).toEqual({ code: '123456' });
  });
});
