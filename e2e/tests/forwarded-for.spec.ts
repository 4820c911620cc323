import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { expect, test } from '../support/members.ts';
import { stack } from '../support/stack.ts';

/** The machine's own address on a network interface: connections from it are not loopback. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
const sitePort = Number(new URL(stack.siteUrl).port);

type Answer = { status: number; cookies: string[] };

/** One request to the site from `outside`, as a visitor elsewhere on the network would send it. */
function call(method: string, path: string, headers: Record<string, string>, body?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: outside, localAddress: outside, port: sitePort, method, path, headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ? JSON.stringify(body) : undefined);
  });
}

test.describe('X-Forwarded-For through the site', () => {
  test.skip(!outside, 'needs a network interface besides loopback');

  test('a visitor who writes their own X-Forwarded-For still meets the per-address sign-in limit', async ({
    makeAccount,
  }) => {
    const account = await makeAccount();
    const primed = await call('GET', '/sanctum/csrf-cookie', { accept: 'application/json' });
    expect(primed.status).toBe(204);
    const cookies = primed.cookies.map((line) => line.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11));
    const signIn = (password: string, claimed: string) =>
      call(
        'POST',
        '/login',
        {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          origin: stack.siteUrl,
          cookie: cookies.join('; '),
          'x-xsrf-token': xsrf,
          // A fresh address claimed on every try: believed, it would give each try its own counter.
          'x-forwarded-for': claimed,
        },
        { email: account.email, password },
      );
    for (let i = 1; i <= 5; i++)
      expect((await signIn('not the password', `198.51.100.${i}`)).status).toBe(422);
    expect((await signIn(account.password, '198.51.100.99')).status).toBe(429);
  });
});
