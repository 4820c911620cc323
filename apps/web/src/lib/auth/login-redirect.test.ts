import { describe, expect, it } from 'vitest';
import { parseAuthMode } from './auth-mode.ts';
import { afterLoginPath, loginPath, loginRequiredPath } from './login-redirect.ts';

describe('loginRequiredPath', () => {
  it('remembers a local path', () => {
    expect(loginRequiredPath('/user-account?tab=lists')).toBe(
      '/login-required?redirect=%2Fuser-account%3Ftab%3Dlists',
    );
  });

  it.each([
    '//evil.com',
    '/a/../..//evil.com',
    'https://evil.com',
    '/',
    '/login-required?redirect=/x',
    '/login',
    '/login/?redirect=/x',
    null,
  ])('remembers nothing for %s', (target) => {
    expect(loginRequiredPath(target)).toBe('/login-required');
  });
});

describe('loginPath', () => {
  it('is the header sign-in page, remembering where the visitor was', () => {
    expect(loginPath('/news?page=2')).toBe('/login?redirect=%2Fnews%3Fpage%3D2');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/%2F%2Fevil.com')).toBe('/login');
  });

  it('keeps pages whose names merely start like the sign-in pages', () => {
    expect(loginPath('/login-help')).toBe('/login?redirect=%2Flogin-help');
  });
});

describe('afterLoginPath', () => {
  it('returns to the remembered path', () => {
    expect(afterLoginPath('/members-research-desk')).toBe('/members-research-desk');
  });

  it.each([
    ['//evil.com'],
    ['/%2F%2Fevil.com'],
    [['/a', '/b']],
    [undefined],
    ['/login-required'],
    ['/login?redirect=/x'],
  ])('goes home for %j', (remembered) => {
    expect(afterLoginPath(remembered)).toBe('/');
  });
});

describe('parseAuthMode', () => {
  it('defaults to protected and knows guest and opt-out', () => {
    expect(parseAuthMode()).toBe('protected');
    expect(parseAuthMode('guest')).toBe('guest');
    expect(parseAuthMode(false)).toBe(false);
  });

  it('fails with "Unknown middleware" for anything else', () => {
    expect(() => parseAuthMode('members')).toThrow(/^Unknown middleware members$/);
  });
});
