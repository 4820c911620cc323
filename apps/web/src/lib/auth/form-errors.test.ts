import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { formErrorsFrom } from './form-errors.ts';

describe('formErrorsFrom', () => {
  it('puts 422 messages under their fields', () => {
    const error = new ApiError(422, 'These credentials do not match our records.', {
      email: ['These credentials do not match our records.'],
    });
    expect(formErrorsFrom(error, ['email', 'password'])).toEqual({
      fields: { email: 'These credentials do not match our records.' },
      summary: null,
    });
  });

  it('summarises messages for fields the form does not show', () => {
    const error = new ApiError(422, 'x', { token: ['This password reset token is invalid.'] });
    expect(formErrorsFrom(error, ['email'])).toEqual({
      fields: {},
      summary: 'This password reset token is invalid.',
    });
  });

  it('gives the wait time of a 429', () => {
    expect(formErrorsFrom(new ApiError(429, 'Too Many Attempts.', {}, 37), ['email']).summary).toBe(
      'Too many attempts. Please wait 37 seconds and try again.',
    );
    expect(formErrorsFrom(new ApiError(429, 'Too Many Attempts.'), ['email']).summary).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('explains network failures and server errors without details', () => {
    expect(formErrorsFrom(new TypeError('fetch failed'), []).summary).toMatch(/did not reach/);
    expect(formErrorsFrom(new ApiError(500, 'Server Error'), []).summary).toMatch(/on our side/);
  });
});
