import { describe, expect, it } from 'vitest';
import { MEMBER } from './fake-backend.test-support.ts';
import { hasScope } from './session-user.ts';
import { userFromResponse } from './user-from-response.ts';

describe('userFromResponse', () => {
  it('takes the whole body when the property is false', () => {
    expect(userFromResponse(MEMBER, false)).toMatchObject(MEMBER);
  });

  it('takes a named, dotted property', () => {
    expect(userFromResponse({ data: { user: MEMBER } }, 'data.user').email).toBe(MEMBER.email);
  });

  it.each([
    [null, false, 'User Data response does not contain field false'],
    ['', false, 'User Data response does not contain field false'],
    [MEMBER, 'user', 'User Data response does not contain field user'],
    [{ user: null }, 'user', 'User Data response does not contain field user'],
  ] as const)('raises the missing-field error for %j with %s', (body, property, message) => {
    expect(() => userFromResponse(body, property)).toThrow(message);
  });

  it('refuses a user without an id', () => {
    expect(() => userFromResponse({ name: 'x', email: 'x@example.org' }, false)).toThrow(/unusable user/);
  });
});

describe('hasScope', () => {
  it('checks the scope list', () => {
    const user = userFromResponse(MEMBER, false);
    expect(hasScope(user, 'member')).toBe(true);
    expect(hasScope(user, 'staff')).toBe(false);
    expect(hasScope(null, 'member')).toBe(false);
  });
});
