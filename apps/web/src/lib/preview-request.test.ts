import { cookie } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie.ts';
import { isPreviewToken, PREVIEW_COOKIE } from './preview-cookie.ts';
import { parsePreviewRequest } from './preview-request.ts';

const token = 'http://localhost:3002/previews/abc123?websitePreviewId=abc123';

describe('parsePreviewRequest', () => {
  it('accepts a preview token with or without a document id', () => {
    expect(parsePreviewRequest(new URLSearchParams({ token, documentId: 'Nspring2027pf361' }))).toEqual({
      ok: true,
      request: { token, documentId: 'Nspring2027pf361' },
    });
    expect(parsePreviewRequest(new URLSearchParams({ token }))).toEqual({ ok: true, request: { token } });
  });

  it('says what is wrong with a missing or bad token', () => {
    expect(parsePreviewRequest(new URLSearchParams())).toEqual({
      ok: false,
      message: 'This preview link has no preview token. Start the preview again from the editor.',
    });
    for (const bad of [
      'garbage',
      'http://localhost:3002/previews/abc123',
      'javascript:alert(1)?websitePreviewId=1',
    ]) {
      const result = parsePreviewRequest(new URLSearchParams({ token: bad }));
      expect(result).toEqual({ ok: false, message: expect.stringContaining('is not a preview token') });
    }
  });

  it('refuses a document id that cannot be one', () => {
    const result = parsePreviewRequest(new URLSearchParams({ token, documentId: '../../etc' }));
    expect(result).toEqual({ ok: false, message: 'This preview link’s document id is not valid.' });
  });
});

describe('isPreviewToken', () => {
  const hasPreviewCookie = (cookies: string) => isPreviewToken(readCookie(cookies, PREVIEW_COOKIE));

  it('uses Prismic’s cookie name', () => {
    expect(PREVIEW_COOKIE).toBe(cookie.preview);
  });

  it('finds a preview session token among the cookies, encoded as the server sets it', () => {
    expect(hasPreviewCookie(`theme=dark; ${PREVIEW_COOKIE}=${encodeURIComponent(token)}; x=1`)).toBe(true);
    expect(hasPreviewCookie(`${PREVIEW_COOKIE}=${token}`)).toBe(true);
  });

  it('is false without the cookie, or when it holds no preview session', () => {
    expect(hasPreviewCookie('')).toBe(false);
    expect(hasPreviewCookie('theme=dark')).toBe(false);
    expect(hasPreviewCookie(`${PREVIEW_COOKIE}=%7B%22_tracker%22%3A%22abc%22%7D`)).toBe(false);
    expect(hasPreviewCookie(`${PREVIEW_COOKIE}=%E0%A4%A`)).toBe(false);
  });
});
