import { describe, expect, it, vi } from 'vitest';
import { browserCookie, type CookieSources } from './browser-cookie.ts';

const documentCookie = vi.fn(() => 'theme=dark; XSRF-TOKEN=a%3Db');

function sources(values: Record<string, string>, fails = false): CookieSources {
  return {
    cookieStore: {
      get: async (name) => {
        if (fails) throw new DOMException('The operation is insecure.', 'SecurityError');
        return name in values ? { value: values[name] } : null;
      },
    },
    documentCookie,
  };
}

describe('browserCookie', () => {
  it('asks the Cookie Store API, not document.cookie, where the browser has it', async () => {
    documentCookie.mockClear();
    expect(await browserCookie('XSRF-TOKEN', sources({ 'XSRF-TOKEN': 'x%3Dy' }))).toBe('x=y');
    expect(await browserCookie('missing', sources({}))).toBeNull();
    expect(documentCookie).not.toHaveBeenCalled();
  });

  it('reads document.cookie without the API, or when the API refuses the page', async () => {
    expect(await browserCookie('XSRF-TOKEN', { documentCookie })).toBe('a=b');
    expect(await browserCookie('XSRF-TOKEN', sources({}, true))).toBe('a=b');
    expect(await browserCookie('missing', { documentCookie })).toBeNull();
  });

  it('keeps a value that is not percent-encoded as it is', async () => {
    expect(await browserCookie('p', sources({ p: '100%' }))).toBe('100%');
  });
});
