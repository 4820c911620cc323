import { type NextRequest, NextResponse } from 'next/server';
import { isApiRequest } from './lib/api-proxy-paths.ts';
import { parseEnv } from './lib/env-schema.ts';

const { API_URL } = parseEnv(process.env);

/**
 * Forwards the api's paths to the api at request time, so its session and XSRF cookies are
 * first-party on the site's origin. Cookies, Origin and X-Forwarded-For pass through unchanged.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isApiRequest(request.method, pathname)) {
    return NextResponse.rewrite(new URL(pathname + search, API_URL));
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    '/sanctum/:path*',
    '/login',
    '/logout',
    '/forgot-password',
    '/reset-password',
    // Keep in step with WEB_API_ROUTES (a test compares them): the matcher must be a literal.
    '/api/((?!(?:revalidate|exit-preview)(?:/|$)).*)',
  ],
};
