import {
  buildWebApp,
  recordWebBuild,
  webBuildIsCurrent,
  webBuildStamp,
} from '../../scripts/lib/web-build.ts';

/**
 * One production build for every web instance, in `distDir`; kept while its sources and build-time
 * settings are unchanged (the https suite's build, when it ran first with the same addresses).
 */
export async function buildWebOnce(env: NodeJS.ProcessEnv, distDir: string): Promise<void> {
  process.env.NEXT_DIST_DIR = distDir;
  const stamp = await webBuildStamp({ PRISMIC_ENDPOINT: env.PRISMIC_ENDPOINT!, SITE_URL: env.SITE_URL! });
  if (await webBuildIsCurrent(stamp)) return;
  await buildWebApp(env);
  await recordWebBuild(stamp);
}
