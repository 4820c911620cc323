import { describe, expect, it } from 'vitest';
import { hasValidEscapes, PROXIED_BODY_LIMIT, proxiedBodyRefusal } from './request-guards.ts';

describe('hasValidEscapes', () => {
  it.each(['/', '/news/agm-2026-report', '/caf%C3%A9', '/a%2Fb', '/%00', '/search'])('accepts %s', (path) => {
    expect(hasValidEscapes(path)).toBe(true);
  });
  it.each(['/%', '/%zz', '/news/%', '/about/%E0%A4%A', '/news/%C0%AF', '/sog-events/%ff'])(
    'refuses %s',
    (path) => {
      expect(hasValidEscapes(path)).toBe(false);
    },
  );
});

describe('proxiedBodyRefusal', () => {
  it('lets a body of a known length up to the limit through, and one without a body', () => {
    expect(proxiedBodyRefusal(new Headers({ 'content-length': String(PROXIED_BODY_LIMIT) }))).toBeNull();
    expect(proxiedBodyRefusal(new Headers({ 'content-length': '0' }))).toBeNull();
    expect(proxiedBodyRefusal(new Headers())).toBeNull();
  });

  it('refuses a larger body with 413, and one of unknown length with 411', () => {
    expect(proxiedBodyRefusal(new Headers({ 'content-length': String(PROXIED_BODY_LIMIT + 1) }))).toEqual({
      status: 413,
      message: 'Request body is too large: the site forwards at most 10 MB.',
    });
    expect(proxiedBodyRefusal(new Headers({ 'transfer-encoding': 'chunked' }))?.status).toBe(411);
  });
});
