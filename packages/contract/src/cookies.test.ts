import { describe, expect, it } from 'vitest';
import { defaultCookieSecure, SESSION_COOKIE_NAMES, sessionCookieName } from './cookies.ts';

describe('cookie names', () => {
  it('prefixes the session cookie with __Host- exactly when cookies are Secure', () => {
    expect(sessionCookieName(true)).toBe('__Host-society_session');
    expect(sessionCookieName(false)).toBe('society_session');
    expect(SESSION_COOKIE_NAMES.secure).toBe(`__Host-${SESSION_COOKIE_NAMES.plain}`);
  });

  it('makes cookies Secure by default in production only', () => {
    expect(defaultCookieSecure('production')).toBe(true);
    expect(defaultCookieSecure('development')).toBe(false);
    expect(defaultCookieSecure(undefined)).toBe(false);
  });
});
