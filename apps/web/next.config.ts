import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { PAGED_LISTINGS } from './src/lib/document-routes.ts';
import { BUILD_DIRS, parseEnv } from './src/lib/env-schema.ts';
import { PROXIED_BODY_LIMIT } from './src/lib/request-guards.ts';
import { contentImageOrigins, securityHeaders } from './src/lib/security-headers.ts';

/** Sizes in bytes of unminified code, as Turbopack counts them (about five times the gzipped size). */
const FIRST_LOAD_CHUNKING = { minChunkSize: 600_000, maxMergeChunkSize: 2_000_000 };

type RemotePattern = Exclude<NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>[number], URL>;

export default function nextConfig(phase: string): NextConfig {
  const env = parseEnv(process.env);
  const endpoint = new URL(env.PRISMIC_ENDPOINT);
  const imageOrigins = contentImageOrigins(endpoint);
  const remotePatterns: RemotePattern[] = imageOrigins.map((url) => ({
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    hostname: url.hostname,
    ...(url.port ? { port: url.port } : {}),
    pathname: '/**',
  }));
  const headers = securityHeaders(endpoint, phase === PHASE_DEVELOPMENT_SERVER);
  return {
    distDir: env.NEXT_DIST_DIR,
    typescript: { tsconfigPath: BUILD_DIRS[env.NEXT_DIST_DIR] },
    reactStrictMode: true,
    poweredByHeader: false,
    // The site's server compresses, in Brotli as well as gzip (src/lib/compress-responses.ts).
    compress: false,
    // Its CommonJS barrel would put every client component it has (image, preview toolbar) into each page's bundle.
    serverExternalPackages: ['@prismicio/next'],
    // Workspace packages ship TypeScript source.
    transpilePackages: [
      '@society/content-model',
      '@society/contract',
      '@society/record-search',
      '@society/safe-redirect',
    ],
    images: { remotePatterns },
    // Not-found answers for addresses that never had a page stay out of the page cache.
    cacheHandler: fileURLToPath(new URL('./src/server/not-found-aware-cache.mjs', import.meta.url)),
    experimental: {
      proxyClientMaxBodySize: PROXIED_BODY_LIMIT,
      // Most visits land on one public page from a search engine, so the first load matters more
      // than code reused on the next navigation: the framework and the shared code go out as one
      // chunk, and a public page loads five or six scripts instead of nine or ten. See
      // docs/decisions/0009-first-load-chunking.md.
      turbopackChunking: FIRST_LOAD_CHUNKING,
    },
    // Paged listings keep their `?page=N` URLs but are served by static `/pages/[page]` routes.
    async rewrites() {
      return {
        beforeFiles: PAGED_LISTINGS.map(({ path, route }) => ({
          source: path,
          // Without `%`: a malformed escape left in the value would make a path Next.js cannot decode.
          has: [{ type: 'query' as const, key: 'page', value: '(?<page>[^%]*)' }],
          destination: route.replace('[page]', ':page'),
        })),
        afterFiles: [],
        fallback: [],
      };
    },
    async headers() {
      return [{ source: '/:path*', headers }];
    },
  };
}
