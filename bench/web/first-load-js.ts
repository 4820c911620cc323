import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const routeStatsSchema = z.array(
  z.object({
    route: z.string(),
    firstLoadUncompressedJsBytes: z.number(),
    firstLoadChunkPaths: z.array(z.string()),
  }),
);

export type FirstLoad = { route: string; rawKB: number; gzipKB: number };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * First-load JavaScript of every route, from Next's build diagnostics
 * (`.next/diagnostics/route-bundle-stats.json`; Next 16 no longer prints it). Each chunk is
 * gzipped at level 9, as Next's own "First Load JS" column used to be measured.
 */
export async function firstLoadJs(webDir: string): Promise<FirstLoad[]> {
  const file = path.join(webDir, '.next/diagnostics/route-bundle-stats.json');
  const stats = routeStatsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const gzipped = new Map<string, number>();
  const gzipSize = async (chunk: string) => {
    const known = gzipped.get(chunk);
    if (known !== undefined) return known;
    const size = gzipSync(await readFile(path.join(webDir, chunk)), { level: 9 }).length;
    gzipped.set(chunk, size);
    return size;
  };
  const routes: FirstLoad[] = [];
  for (const { route, firstLoadUncompressedJsBytes, firstLoadChunkPaths } of stats) {
    let gzip = 0;
    for (const chunk of firstLoadChunkPaths) gzip += await gzipSize(chunk);
    routes.push({ route, rawKB: kb(firstLoadUncompressedJsBytes), gzipKB: kb(gzip) });
  }
  return routes.sort((a, b) => b.gzipKB - a.gzipKB || a.route.localeCompare(b.route));
}
