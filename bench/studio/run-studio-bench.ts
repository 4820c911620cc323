import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { firstLoadJs } from '../web/first-load-js.ts';
import { startSite } from '../web/start-site.ts';

/** A seeded news item the bench republishes, and its public page. */
const DOCUMENT_ID = 'Nagm2026repoe1b0';
const PAGE = '/news/agm-2026-report';
const PUBLISHES = Number(process.env.BENCH_STUDIO_PUBLISHES ?? 20);
/** Public routes whose first-load JS the studio must not change (as Next names them). */
const PUBLIC_ROUTES = ['/', '/news/[slug]', '/[...slug]', '/sog-events', '/search'];

const port = Number(process.env.BENCH_STUDIO_PORT ?? 3060);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Publish to public page: the time from a publisher's "publish" (the editorial API call the studio
 * makes) until the news item's public page serves the new text, over `PUBLISHES` publishes; and
 * the first-load JavaScript of `/studio` and of the public pages.
 */
async function main() {
  const site = await startSite(port);
  try {
    const secrets = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../../.data/bench-web/dev-secrets.json'), 'utf8'),
    );
    const content = `http://localhost:${port + 2}`;
    const editor = (method: string, route: string, body: unknown) =>
      fetch(`${content}${route}`, {
        method,
        headers: { authorization: `Bearer ${secrets.editorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const current = (await (
      await fetch(`${content}/editor/documents/${DOCUMENT_ID}`, {
        headers: { authorization: `Bearer ${secrets.editorToken}` },
      })
    ).json()) as { type: string; lang: string; published: { uid: string; data: Record<string, unknown> } };
    const times: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const text = `Bench publish ${i} ${randomUUID().slice(0, 8)}`;
      const saved = await editor('PUT', `/editor/documents/${DOCUMENT_ID}/draft`, {
        type: current.type,
        lang: current.lang,
        uid: current.published.uid,
        data: { ...current.published.data, summary: text },
      });
      if (!saved.ok) throw new Error(`Saving the draft answered ${saved.status}: ${await saved.text()}`);
      const start = performance.now();
      const published = await editor('POST', '/editor/publish', { documentIds: [DOCUMENT_ID] });
      if (!published.ok) throw new Error(`Publishing answered ${published.status}`);
      for (;;) {
        const page = await fetch(`${site.url}${PAGE}`);
        if ((await page.text()).includes(text)) break;
        if (performance.now() - start > 60_000)
          throw new Error(`${PAGE} did not show publish ${i} within 60 s.`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      times.push(performance.now() - start);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\npublish → public page serving the new text, ${PUBLISHES} publishes of ${PAGE}`);
    console.log(
      `p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms, max ${Math.round(sorted.at(-1)!)} ms`,
    );

    const firstLoad = await firstLoadJs(site.webDir);
    console.log('\nFirst-load JS (gzip level 9)');
    console.table(
      firstLoad
        .filter((f) => f.route.startsWith('/studio') || PUBLIC_ROUTES.includes(f.route))
        .map((f) => ({ route: f.route, 'raw KB': f.rawKB, 'gzip KB': f.gzipKB })),
    );
  } finally {
    await site.stop();
  }
}

await main();
