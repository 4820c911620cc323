import { describe, expect, it } from 'vitest';
import { parseAuthMode } from './auth-mode.ts';
import { afterLoginPath, loginRequiredPath } from './login-redirect.ts';

describe('loginRequiredPath', () => {
  it('remembers a local path', () => {
    expect(loginRequiredPath('/user-account?tab=lists')).toBe(
      '/login-required?redirect=%2Fuser-account%3Ftab%3Dlists',
    );
  });

  it.each(['//evil.com', '/a/../..//evil.com', 'https://evil.com', '/', '/login-required?redirect=/x', null])(
    'remembers nothing for %s',
    (target) => {
      expect(loginRequiredPath(target)).toBe('/login-required');
    },
  );
});

describe('afterLoginPath', () => {
  it('returns to the remembered path', () => {
    expect(afterLoginPath('/members-research-desk')).toBe('/members-research-desk');
  });

  it.each([['//evil.com'], ['/%2F%2Fevil.com'], [['/a', '/b']], [undefined], ['/login-required']])(
    'goes home for %j',
    (remembered) => {
      expect(afterLoginPath(remembered)).toBe('/');
    },
  );
});

describe('parseAuthMode', () => {
  it('defaults to protected and knows guest and opt-out', () => {
    expect(parseAuthMode()).toBe('protected');
    expect(parseAuthMode('guest')).toBe('guest');
    expect(parseAuthMode(false)).toBe(false);
  });

  it('fails with the spec text for anything else', () => {
    expect(() => parseAuthMode('members')).toThrow(/^Unknown middleware members$/);
  });
});
