// What a proxy in front of the api sees when it forwards a body the api refuses: the site's proxy
// writes the whole body before it reads the answer, so a connection reset there became a 500.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, buildTestApi, SPA_HEADERS, type TestApi } from './api-test-app.ts';

let api: TestApi;
let guest: Browser;
let port: number;

beforeAll(async () => {
  api = await buildTestApi();
  guest = await browser(api);
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  port = (api.app.server.address() as AddressInfo).port;
});

type Outcome = { status: number; body: string; connection: string | undefined } | { error: string };

/** Writes the whole body first, as a proxy does, then reads the answer. */
function postLikeAProxy(path: string, body: Buffer, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(body);
  });
}

describe('a JSON body larger than the api accepts', () => {
  const headers = () => ({
    ...SPA_HEADERS,
    'content-type': 'application/json',
    cookie: guest.cookie(),
    'x-xsrf-token': guest.jar.xsrf(),
  });

  it('is answered 413 to a client that writes all of it first, and the connection stays usable', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(8_000_000) }));
    for (const path of ['/login', '/api/user/bookmarks', '/forgot-password']) {
      expect(await postLikeAProxy(path, body, headers()), path).toEqual({
        status: 413,
        body: JSON.stringify({ message: 'Request body is too large' }),
        connection: 'keep-alive',
      });
    }
  });

  it('is still refused when it only slightly exceeds the limit', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(70_000) }));
    const outcome = await postLikeAProxy('/login', body, headers());
    expect(outcome).toMatchObject({ status: 413 });
  });
});
