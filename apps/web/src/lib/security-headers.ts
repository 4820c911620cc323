const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** Where content images come from: the content API's origin, and Prismic's image CDN for a Prismic repository. */
export function contentImageOrigins(endpoint: URL): URL[] {
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

/**
 * The headers on every answer of the site: Next.js adds them (`next.config.ts`), and `server.ts`
 * to the build assets it serves itself.
 */
export function securityHeaders(
  contentEndpoint: URL,
  development: boolean,
): { key: string; value: string }[] {
  return [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy(contentImageOrigins(contentEndpoint), development),
    },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
