import { describe, expect, it } from 'vitest';
import { parseEnv, sessionCookieFor } from './env-schema.ts';

describe('AUTH_STRATEGY', () => {
  it('is the plain cookie strategy unless configured', () => {
    expect(parseEnv({}).AUTH_STRATEGY).toBe('cookie');
    expect(parseEnv({ AUTH_STRATEGY: '' }).AUTH_STRATEGY).toBe('cookie');
  });

  it('chooses laravelSanctum by configuration', () => {
    expect(parseEnv({ AUTH_STRATEGY: 'laravelSanctum' }).AUTH_STRATEGY).toBe('laravelSanctum');
  });

  it('refuses an unknown strategy, naming the variable', () => {
    expect(() => parseEnv({ AUTH_STRATEGY: 'oauth2' })).toThrow(/AUTH_STRATEGY/);
  });
});

describe('the session cookie name', () => {
  it("follows the api's cookie mode: __Host- prefixed when cookies are Secure", () => {
    expect(sessionCookieFor(parseEnv({ COOKIE_SECURE: 'true' }))).toBe('__Host-society_session');
    expect(sessionCookieFor(parseEnv({ COOKIE_SECURE: 'false', NODE_ENV: 'production' }))).toBe(
      'society_session',
    );
  });

  it('is Secure by default in production, as the api is', () => {
    expect(sessionCookieFor(parseEnv({ NODE_ENV: 'production' }))).toBe('__Host-society_session');
    expect(sessionCookieFor(parseEnv({ NODE_ENV: 'development' }))).toBe('society_session');
  });
});
