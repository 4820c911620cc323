import { setTimeout as delay } from 'node:timers/promises';

/**
 * Requests `url` until it is not served STALE (served as it was while it renders again in the
 * background): HIT and MISS (rendered just now) are fresh, no header is a page not cached at all.
 * Answers the fresh response (its body read).
 */
export async function untilFresh(url: URL, deadline: number): Promise<Response> {
  for (;;) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.headers.get('x-nextjs-cache') !== 'STALE') return response;
    if (Date.now() > deadline) throw new Error(`${url.pathname} was still served STALE at the deadline.`);
    await delay(50);
  }
}

/**
 * Every page served from a fresh cache entry before a round of Lighthouse runs. A page past its
 * `revalidate` time is served STALE and rendered again in the background; on the bench's machine
 * that render (0.1–0.2 s of server work here, more on a slower machine, and as much again for each
 * stale page the measured one prefetches) runs beside the browser being measured, so the run would
 * time the server as much as the page, while the baseline page (static) never pays it. The publish
 * webhook expires every page, and each page of the sitemap is then requested until the cache serves
 * it fresh: a round that starts settled has the whole revalidate interval (5 minutes) to itself.
 */
export async function settleSite(siteUrl: string, webhookSecret: string): Promise<number> {
  const expired = await fetch(new URL('/api/revalidate', siteUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'api-update', secret: webhookSecret }),
  });
  if (!expired.ok)
    throw new Error(`The publish webhook answered ${expired.status}; the pages were not expired.`);
  const sitemap = await (await fetch(new URL('/sitemap.xml', siteUrl))).text();
  const paths = new Set([
    '/',
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  ]);
  const started = Date.now();
  for (const path of paths) await untilFresh(new URL(path, siteUrl), started + 180_000);
  return paths.size;
}
