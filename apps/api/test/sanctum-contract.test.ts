// Laravel Sanctum's SPA wire contract as the site's sign-in expects it. The attacks on it are in
// the checklist-* files (cookie flags A, CSRF B, session lifecycle C, throttling and enumeration D).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { browser, buildTestApi, SPA_HEADERS, signIn, type TestApi } from './api-test-app.ts';

let api: TestApi;

beforeAll(async () => {
  api = await buildTestApi();
  await createUser(api.services.db, {
    email: 'Ada@Example.org',
    name: 'Ada Member',
    password: 'correct horse battery',
    scopes: ['member'],
  });
});

describe('Sanctum wire contract', () => {
  it('GET /sanctum/csrf-cookie: 204, a readable XSRF-TOKEN and an HttpOnly session cookie', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: SPA_HEADERS,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/XSRF-TOKEN=[^;]+;.*SameSite=Lax/);
    expect(cookies).not.toMatch(/XSRF-TOKEN=[^\n]*HttpOnly/);
    expect(cookies).toMatch(/society_session=[^\n]*HttpOnly/);
  });

  it('POST /login with JSON credentials: 204 and no body; then GET /api/user is the user, without secrets', async () => {
    const member = await browser(api);
    const login = await member('POST', '/login', {
      email: 'ada@example.org',
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(204);
    expect(login.body).toBe('');
    const user = await member('GET', '/api/user');
    expect(user.statusCode).toBe(200);
    expect(Object.keys(user.json()).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'name',
      'scope',
      'updated_at',
    ]);
    expect(user.json()).toMatchObject({ name: 'Ada Member', email: 'Ada@Example.org', scope: ['member'] });
  });

  it('GET /api/user without a session: 401 {"message":"Unauthenticated."}', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/user', headers: SPA_HEADERS });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("422 has Laravel's body: a summary message and every field's messages", async () => {
    const missing = await (await browser(api))('POST', '/login', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });

  it('POST /logout: 204 and no body; signed out afterwards, 401 when not signed in', async () => {
    const member = await signIn(api, 'ada@example.org', 'correct horse battery');
    const out = await member('POST', '/logout');
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await member('GET', '/api/user')).statusCode).toBe(401);
    // The session and its XSRF cookie are gone, so a second sign-out has no token to match (419);
    // a guest with a fresh token is told there is no one to sign out.
    expect(member.jar.xsrf()).toBe('');
    expect((await member('POST', '/logout')).statusCode).toBe(419);
    expect((await (await browser(api))('POST', '/logout')).statusCode).toBe(401);
  });
});
