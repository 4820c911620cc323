import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * V8's explicit compile hint (Chrome 136 and later): as a script's first line, it makes the
 * browser compile every function of the script while the script streams in, on a background
 * thread, instead of on the main thread the first time each is called. Other engines read a
 * comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The part of Next.js's `build-manifest.json` naming the scripts every page loads first. */
const buildManifest = z.object({ rootMainFiles: z.array(z.string()).min(1) });

/**
 * Puts the hint at the top of the scripts every page loads first (the framework and the shared
 * code, merged into one chunk, and Turbopack's runtime): nearly all of their code runs while the
 * page hydrates. Lazily compiled, it was the largest part of the page's longest task (the main
 * chunk's evaluation, 50 ms of main thread on the home page, half of it compiling); hinted, that
 * task takes about half as long and the page carries 0.4 MB more of compiled code. Other chunks
 * are left lazy: a route's code is small and the studio's is large and partly unused. Figures in
 * bench/README.md; the reasons in docs/decisions/0010-eager-compile-hint.md.
 *
 * Runs after `next build`, before the compressed copies are written; a second run changes
 * nothing. Returns the files it changed, relative to the build folder.
 */
export async function addEagerCompileHints(distDir: string): Promise<string[]> {
  const manifestFile = path.join(distDir, 'build-manifest.json');
  const parsed = buildManifest.safeParse(JSON.parse(await readFile(manifestFile, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${manifestFile} names no rootMainFiles: the scripts every page loads first are unknown.`,
    );
  }
  const changed: string[] = [];
  for (const file of parsed.data.rootMainFiles) {
    if (!file.endsWith('.js')) continue;
    const script = path.join(distDir, file);
    const code = await readFile(script, 'utf8');
    if (code.startsWith(EAGER_COMPILE_HINT)) continue;
    await writeFile(script, `${EAGER_COMPILE_HINT}\n${code}`);
    changed.push(file);
  }
  return changed;
}
