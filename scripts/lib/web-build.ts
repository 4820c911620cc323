import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultCookieSecure } from '@society/contract/cookies';
import { prepareBuildAssets } from '../../apps/web/src/server/assets/prepare-build-assets.ts';
import { type ChildService, startChild } from './child-service.ts';
import { localIdpIssuer, repoRoot, type StartConfig, usesLocalIdp } from './start-env.ts';

export const webDir = path.join(repoRoot, 'apps/web');
export const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');

/** The web app's environment for a configuration: what `npm start` builds and runs it with. */
export function webAppEnv(config: StartConfig) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PRISMIC_ENDPOINT: process.env.PRISMIC_ENDPOINT || `${config.contentUrl}/api/v2`,
    // The local content service's token reads members-only documents; another endpoint needs its own.
    PRISMIC_ACCESS_TOKEN:
      process.env.PRISMIC_ACCESS_TOKEN || (process.env.PRISMIC_ENDPOINT ? '' : config.contentAccessToken),
    PRISMIC_WEBHOOK_SECRET: process.env.PRISMIC_WEBHOOK_SECRET || config.webhookSecret,
    // The studio calls the local content service's editorial API on behalf of signed-in editors.
    CONTENT_EDITOR_TOKEN: process.env.CONTENT_EDITOR_TOKEN || config.editorToken,
    CONTENT_EDITOR_URL: process.env.CONTENT_EDITOR_URL || config.contentUrl,
    SITE_URL: config.siteUrl,
    API_URL: config.apiUrl,
    // The web runs with NODE_ENV=production even locally: it must be told the api's cookie mode.
    COOKIE_SECURE: process.env.COOKIE_SECURE || String(defaultCookieSecure(process.env.NODE_ENV)),
    ...(usesLocalIdp(config)
      ? { OIDC_ISSUER: localIdpIssuer(config), OIDC_PROVIDER_LABEL: 'local test provider' }
      : {}),
  };
}
/** The build folder (`NEXT_DIST_DIR`, as next.config.ts reads it): the test stacks build in their own. */
export const webDistDir = (env: NodeJS.ProcessEnv = process.env) =>
  path.join(webDir, env.NEXT_DIST_DIR || '.next');
const stampFile = () => path.join(webDistDir(), 'society-build-stamp');
const sourceDirs = ['apps/web', 'packages'];
/**
 * What builds, type checks and test runs write inside the sources (all ignored by git): counting
 * them would make the start after a first build see changed sources (`next build` writes
 * `next-env.d.ts`, each test stack for its own build folder) and build again for nothing.
 */
const skippedDirs = new Set(['node_modules', '.data', 'test-results', 'coverage', 'dist']);
const isBuildOutput = (name: string) => name === '.next' || name.startsWith('.next-');
const isGenerated = (name: string) => name === 'next-env.d.ts' || name.endsWith('.tsbuildinfo');

async function hashTree(root: string, dir: string, hash: ReturnType<typeof createHash>): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && !skippedDirs.has(entry.name) && !isBuildOutput(entry.name))
      await hashTree(root, file, hash);
    else if (entry.isFile() && !isGenerated(entry.name)) {
      hash.update(path.relative(root, file)).update(await readFile(file));
    }
  }
}

/** A fingerprint of everything a web build depends on: sources, lockfile and build-time settings. */
export async function webBuildStamp(buildEnv: Record<string, string>, root = repoRoot): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of sourceDirs) await hashTree(root, path.join(root, dir), hash);
  hash.update(await readFile(path.join(root, 'package-lock.json')).catch(() => Buffer.alloc(0)));
  hash.update(JSON.stringify(buildEnv));
  return hash.digest('hex');
}

export async function webBuildIsCurrent(stamp: string): Promise<boolean> {
  const [existing, buildId] = await Promise.all([
    readFile(stampFile(), 'utf8').catch(() => null),
    readFile(path.join(webDistDir(), 'BUILD_ID'), 'utf8').catch(() => null),
  ]);
  return existing === stamp && buildId !== null;
}

export const recordWebBuild = (stamp: string) => writeFile(stampFile(), stamp);

/**
 * `next build` into the folder `env.NEXT_DIST_DIR` names, then what the site's server sends of it
 * beyond the build's output (`prepareBuildAssets`); throws when the build fails.
 * `onStart` gets the build's process, for a caller that stops its children on Ctrl-C.
 */
export async function buildWebApp(
  env: NodeJS.ProcessEnv,
  options: { args?: string[]; onStart?: (build: ChildService) => void } = {},
): Promise<void> {
  const build = startChild('build', [nextBin, 'build', ...(options.args ?? [])], { cwd: webDir, env });
  options.onStart?.(build);
  if ((await build.exited) !== 0) throw new Error('The web app did not build (see its output above).');
  const { hinted, compressed } = await prepareBuildAssets(webDistDir(env));
  console.log(
    `Hinted ${hinted.length} first-load scripts and compressed ${compressed} assets of the build for the site's server.`,
  );
}
