import { type NextRequest, NextResponse } from 'next/server';
import { isApiRequest } from './lib/api-proxy-paths.ts';
import { parseEnv } from './lib/env-schema.ts';
import { membersOnlyRoute } from './lib/members-only-route.ts';
import { hasValidEscapes, proxiedBodyRefusal } from './lib/request-guards.ts';
import { getMembersOnlyIndex } from './server/content/get-members-only.ts';

const { API_URL } = parseEnv(process.env);

/** The members-only path for a page request, or null; a failing index leaves the static notice. */
async function membersOnlyTarget(request: NextRequest): Promise<string | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  try {
    return (await getMembersOnlyIndex()).has(request.nextUrl.pathname)
      ? membersOnlyRoute(request.nextUrl.pathname)
      : null;
  } catch (error) {
    console.error('The members-only index is unavailable:', error);
    return null;
  }
}

/**
 * 1. Refuses an address with a malformed `%` escape (400), which Next.js would answer with 500.
 * 2. Forwards the api's paths to the api at request time, so its session and XSRF cookies are
 *    first-party on the site's origin. Cookies and Origin pass through unchanged; X-Forwarded-For
 *    holds the client address `server.ts` vouches for, never the client's own header. A body too
 *    large to forward whole is refused (413) instead of arriving cut short.
 * 3. Sends requests for members-only documents to the dynamic route that checks the member on the
 *    server; their own routes stay static and show only a notice. Not a gate by itself: every
 *    protected route checks the session on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!hasValidEscapes(pathname)) {
    return new NextResponse('Bad request: the address has a malformed % escape.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  if (isApiRequest(request.method, pathname)) {
    const refusal = proxiedBodyRefusal(request.headers);
    if (refusal) return NextResponse.json({ message: refusal.message }, { status: refusal.status });
    return NextResponse.rewrite(new URL(pathname + search, API_URL));
  }
  const membersOnly = await membersOnlyTarget(request);
  if (membersOnly) return NextResponse.rewrite(new URL(membersOnly + search, request.url));
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
    // Pages that could be members-only documents: not Next's files, the api or the members-only route.
    '/((?!_next/|api/|sanctum/|members-only/).+)',
    // Those left out above, when their address has a `%` escape (to refuse malformed ones).
    '/((?:_next|members-only)/.*%.*)',
  ],
};
