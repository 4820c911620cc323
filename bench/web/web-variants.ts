import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type ChildService, startChild, waitUntilServing } from '../../scripts/lib/child-service.ts';
import { loadStartConfig, repoRoot } from '../../scripts/lib/start-env.ts';
import { buildWebApp, nextBin, webAppEnv, webDir } from '../../scripts/lib/web-build.ts';

/**
 * Diagnosis, not the bench: A/B builds of the web app served side by side against one running
 * stack, so `probe-lighthouse.ts` can interleave them under the same machine load.
 *
 *   # the stack, as the probe expects it (any free ports, its own data folder):
 *   PORT=3250 API_PORT=3251 CONTENT_PORT=3252 IDP_PORT=3253 DATA_DIR=.data/probe npm start
 *   # with the same variables: build apps/web as that stack would and keep a copy under a label
 *   PORT=3250 … npx tsx bench/web/web-variants.ts build before
 *   (options after the label go to `next build`: `--no-mangling` keeps names for CPU profiles)
 *   (edit the sources) PORT=3250 … npx tsx bench/web/web-variants.ts build after
 *   # serve the copies (Ctrl-C or SIGTERM stops them), then probe them interleaved
 *   PORT=3250 … npx tsx bench/web/web-variants.ts serve before:3260 after:3270
 *   npx tsx bench/web/probe-lighthouse.ts http://localhost:3260,http://localhost:3270 5 ab
 *
 * A build replaces `apps/web/.next`, so the stack's own web server (on PORT) serves a changed
 * build until it is restarted; probe the copies, not PORT.
 */
const variantsDir = path.join(repoRoot, '.data/web-variants');

async function build(label: string, buildArgs: string[]) {
  const env = webAppEnv(await loadStartConfig());
  await buildWebApp(env, { args: buildArgs });
  const target = path.join(variantsDir, label, 'apps/web');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const entry of ['package.json', 'next.config.ts', 'tsconfig.json', 'src'])
    await cp(path.join(webDir, entry), path.join(target, entry), { recursive: true });
  await cp(path.join(webDir, '.next'), path.join(target, '.next'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(webDir, '.next/cache')),
  });
  console.log(`Kept the build as "${label}" in ${path.relative(repoRoot, target)}.`);
}

async function serve(specs: string[]) {
  const env = webAppEnv(await loadStartConfig());
  const children: ChildService[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (const spec of specs) {
    const [label, port] = spec.split(':');
    if (!label || !port) throw new Error(`Expected label:port, got "${spec}".`);
    // The copy sits two levels under the repository, so its packages resolve from the root's node_modules.
    const child = startChild(label, [nextBin, 'start', '-p', port], {
      cwd: path.join(variantsDir, label, 'apps/web'),
      env,
    });
    children.push(child);
    await waitUntilServing(`http://127.0.0.1:${port}/`, child);
    console.log(`${label}: http://localhost:${port}`);
  }
  console.log('Serving; Ctrl-C stops.');
}

const [command, ...args] = process.argv.slice(2);
if (command === 'build' && args[0]) await build(args[0], args.slice(1));
else if (command === 'serve' && args.length > 0) await serve(args);
else {
  console.error('Usage: web-variants.ts build <label> [next build options…] | serve <label>:<port>…');
  process.exit(2);
}
