import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { PAGED_LISTINGS } from './src/lib/document-routes.ts';
import { BUILD_DIRS, parseEnv } from './src/lib/env-schema.ts';
import { PROXIED_BODY_LIMIT } from './src/lib/request-guards.ts';

/** Sizes in bytes of unminified code, as Turbopack counts them (about five times the gzipped size). */
const FIRST_LOAD_CHUNKING = { minChunkSize: 600_000, maxMergeChunkSize: 2_000_000 };

type RemotePattern = Exclude<NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>[number], URL>;

const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

function contentImageOrigins(endpoint: URL): URL[] {
  const origins = [new URL(endpoint.origin)];
  if (endpoint.hostname.endsWith('prismic.io')) origins.push(new URL('https://images.prismic.io'));
  return origins;
}

function contentSecurityPolicy(imageOrigins: URL[], development: boolean): string {
  const images = imageOrigins.map((url) => url.origin).join(' ');
  return [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts and styles; nonces would force every response to be dynamic.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images}`,
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    `frame-src ${EMBED_ORIGINS.join(' ')}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export default function nextConfig(phase: string): NextConfig {
  const env = parseEnv(process.env);
  const imageOrigins = contentImageOrigins(new URL(env.PRISMIC_ENDPOINT));
  const remotePatterns: RemotePattern[] = imageOrigins.map((url) => ({
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    hostname: url.hostname,
    ...(url.port ? { port: url.port } : {}),
    pathname: '/**',
  }));
  const securityHeaders = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy(imageOrigins, phase === PHASE_DEVELOPMENT_SERVER),
    },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  return {
    distDir: env.NEXT_DIST_DIR,
    typescript: { tsconfigPath: BUILD_DIRS[env.NEXT_DIST_DIR] },
    reactStrictMode: true,
    poweredByHeader: false,
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
      return [{ source: '/:path*', headers: securityHeaders }];
    },
  };
}
