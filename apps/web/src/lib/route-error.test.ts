import { describe, expect, it } from 'vitest';
import { CHUNK_ERROR_MESSAGE, DEFAULT_ERROR_STATUS, routeErrorDetails } from './route-error.ts';

describe('routeErrorDetails', () => {
  it('defaults the status to 500 and shows the message of an error raised in the browser', () => {
    expect(DEFAULT_ERROR_STATUS).toBe(500);
    expect(routeErrorDetails(new Error('The map could not be drawn.'))).toEqual({
      status: 500,
      message: 'The map could not be drawn.',
      reference: null,
    });
  });

  it('says in words that part of the page could not be downloaded, not which build file', () => {
    const turbopack = Object.assign(
      new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 12345'),
      { name: 'ChunkLoadError' },
    );
    const native = new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js');
    for (const chunk of [turbopack, native]) {
      const { message } = routeErrorDetails(chunk);
      expect(message).toBe(CHUNK_ERROR_MESSAGE);
      expect(message).not.toMatch(/chunk|_next|module/i);
    }
  });

  it('uses the status an error carries', () => {
    expect(routeErrorDetails(Object.assign(new Error('Gone'), { statusCode: 410 })).status).toBe(410);
    expect(routeErrorDetails(Object.assign(new Error('Busy'), { status: 503 })).status).toBe(503);
    expect(routeErrorDetails(Object.assign(new Error('Odd'), { status: 200 })).status).toBe(500);
    expect(routeErrorDetails(Object.assign(new Error('Odd'), { status: '404' })).status).toBe(500);
  });

  it('does not repeat the redacted message of a server error, and gives its digest as reference', () => {
    const server = Object.assign(
      new Error('An error occurred in the Server Components render. The specific message is omitted…'),
      { digest: '2894471823' },
    );
    expect(routeErrorDetails(server)).toEqual({
      status: 500,
      message: 'The server could not show this page.',
      reference: '2894471823',
    });
  });

  it('copes with thrown values that are not errors, so the error page itself never fails', () => {
    for (const thrown of [null, undefined, 'plain text', 42, {}, { message: 7 }]) {
      expect(routeErrorDetails(thrown as unknown as Error)).toEqual({
        status: 500,
        message: 'The server could not show this page.',
        reference: null,
      });
    }
  });
});
