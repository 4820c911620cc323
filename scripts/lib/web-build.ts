import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultCookieSecure } from '@society/contract/cookies';
import { localIdpIssuer, repoRoot, type StartConfig, usesLocalIdp } from './start-env.ts';

export const webDir = path.join(repoRoot, 'apps/web');
export const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');

/** The web app's environment for a configuration: what `npm start` builds and runs it with. */
export function webAppEnv(config: StartConfig) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PRISMIC_ENDPOINT: process.env.PRISMIC_ENDPOINT || `${config.contentUrl}/api/v2`,
    PRISMIC_ACCESS_TOKEN: process.env.PRISMIC_ACCESS_TOKEN || config.CONTENT_ACCESS_TOKEN || '',
    PRISMIC_WEBHOOK_SECRET: process.env.PRISMIC_WEBHOOK_SECRET || config.webhookSecret,
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
export const webDistDir = () => path.join(webDir, process.env.NEXT_DIST_DIR || '.next');
const stampFile = () => path.join(webDistDir(), 'society-build-stamp');
const sourceDirs = ['apps/web', 'packages'];
/** Written by the builds and type checks themselves, never a build input: hashing them would make
 * every build (each test stack's rewrites `next-env.d.ts` for its folder) look out of date. */
const skipped = new Set(['node_modules', 'test-results', 'next-env.d.ts']);
const isBuildOutput = (name: string) =>
  name === '.next' || name.startsWith('.next-') || name.endsWith('.tsbuildinfo');

async function hashTree(dir: string, hash: ReturnType<typeof createHash>): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipped.has(entry.name) || isBuildOutput(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await hashTree(file, hash);
    else if (entry.isFile()) hash.update(file).update(await readFile(file));
  }
}

/** A fingerprint of everything a web build depends on: sources, lockfile and build-time settings. */
export async function webBuildStamp(buildEnv: Record<string, string>): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of sourceDirs) await hashTree(path.join(repoRoot, dir), hash);
  hash.update(await readFile(path.join(repoRoot, 'package-lock.json')).catch(() => Buffer.alloc(0)));
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
