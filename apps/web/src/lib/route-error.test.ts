import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_STATUS, routeErrorDetails } from './route-error.ts';

describe('routeErrorDetails', () => {
  it('defaults the status to 500 and shows the message of an error raised in the browser', () => {
    expect(DEFAULT_ERROR_STATUS).toBe(500);
    const chunk = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
      name: 'ChunkLoadError',
    });
    expect(routeErrorDetails(chunk)).toEqual({
      status: 500,
      message: 'Failed to load chunk /_next/static/chunks/a.js',
      reference: null,
    });
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
