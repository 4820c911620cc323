import { type NextRequest, NextResponse } from 'next/server';
import { isApiRequest } from './lib/api-proxy-paths.ts';
import { parseEnv } from './lib/env-schema.ts';
import { membersOnlyRoute } from './lib/members-only-route.ts';
import { hasValidEscapes, proxiedBodyRefusal } from './lib/request-guards.ts';
import { SESSION_COOKIE } from './server/auth/session-cookie.ts';
import { getMembersOnlyIndex } from './server/content/get-members-only.ts';
import { findMissingPage } from './server/not-found/find-missing-page.ts';

const { API_URL } = parseEnv(process.env);

/** An address the catch-all route answers with its static 404 page (no uid starts with `_`). */
const NOT_FOUND_PAGE = '/_not-a-page';

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

/** True when a dynamically rendered page's address names nothing; a failing check leaves it to the page. */
async function namesNothing(request: NextRequest): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname, searchParams } = request.nextUrl;
  try {
    return (
      (await findMissingPage(pathname, searchParams, request.cookies.get(SESSION_COOKIE)?.value)) === true
    );
  } catch (error) {
    console.error('Could not check whether the page exists:', error);
    return false;
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
 * 4. Serves the static 404 page (status and text in the HTML) for a dynamically rendered address
 *    that names nothing, which Next.js would answer with an empty document.
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
  if (await namesNothing(request)) return NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.url));
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
    // Pages: members-only documents, dynamically rendered pages that may name nothing; not Next's files or the api.
    '/((?!_next/|api/|sanctum/).+)',
    // Next's files, when their address has a `%` escape (to refuse malformed ones).
    '/(_next/.*%.*)',
  ],
};
