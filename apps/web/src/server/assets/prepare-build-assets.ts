import { addEagerCompileHints } from './eager-compile-hint.ts';
import { precompressAssets } from './precompress-assets.ts';

/**
 * What the site's server needs of a build beyond `next build`'s output, in order: the compile
 * hint in the first-load scripts, then the compressed copies of every text asset (made after, so
 * they carry it). Run once after each build.
 */
export async function prepareBuildAssets(distDir: string): Promise<{ hinted: string[]; compressed: number }> {
  const hinted = await addEagerCompileHints(distDir);
  const compressed = await precompressAssets(distDir);
  return { hinted, compressed };
}
