import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ROUTE_NOT_PRERENDERED_DIGEST } from '../../lib/route-not-prerendered.ts';
import { ContentStatusError } from './content-status-error.ts';
import { ContentUnreachableError, isContentUnreachable } from './content-unreachable-error.ts';

/** A port that was just free: nothing listens there any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('content service unreachable', () => {
  it('recognises a refused connection from fetch', async () => {
    const error = await fetch(`http://127.0.0.1:${await closedPort()}/api/v2`).catch((e: unknown) => e);
    expect(isContentUnreachable(error)).toBe(true);
    const wrapped = new ContentUnreachableError(error);
    expect(wrapped.message).toBe('The content service cannot be reached (ECONNREFUSED).');
    expect(wrapped.digest).toBe(ROUTE_NOT_PRERENDERED_DIGEST);
  });

  it('leaves answered requests and programming errors alone', () => {
    expect(isContentUnreachable(new ContentStatusError(503, 'http://content/api/v2'))).toBe(false);
    expect(isContentUnreachable(new TypeError('x is not a function'))).toBe(false);
    expect(isContentUnreachable('ECONNREFUSED')).toBe(false);
  });
});
