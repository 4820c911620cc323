import { DURATION_S } from '../lib/load.ts';

export type LoginFigure = { concurrency: number; perSecond: number; p50: number; p99: number };
type Account = { api: string; site: string; email: string; password: string };

/** One whole sign-in as the site does it: prime the CSRF cookie, then `POST /login` with it. */
async function signIn({ api, site, email, password }: Account, address: string): Promise<void> {
  const forwarded = { 'x-forwarded-for': address };
  const primed = await fetch(`${api}/sanctum/csrf-cookie`, { headers: forwarded });
  const cookies = primed.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const xsrf = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const response = await fetch(`${api}/login`, {
    method: 'POST',
    headers: {
      ...forwarded,
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
      origin: site,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 204)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
}

/**
 * Sign-ins per second over HTTP with `concurrency` clients, each from its own address (the
 * per-address limit is 50 a minute): bounded by the argon2id verification each one costs.
 */
export async function loginThroughput(account: Account, concurrency: number): Promise<LoginFigure> {
  let next = 0;
  const latencies: number[] = [];
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const n = next++;
      const started = performance.now();
      await signIn(account, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
      if (record) latencies.push(performance.now() - started);
    }
  };
  const clients = (until: number, record: boolean) =>
    Promise.all(Array.from({ length: concurrency }, () => run(until, record)));
  await clients(performance.now() + 1000, false);
  const started = performance.now();
  await clients(started + DURATION_S * 1000, true);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    concurrency,
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
  };
}
