import { TWO_FACTOR_CHALLENGE_PATH } from './auth/auth-strategies.ts';

/** Route handlers the web app answers itself under `/api`; everything else there belongs to the api. */
export const WEB_API_ROUTES = ['revalidate', 'exit-preview'] as const;

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Single sign-on's navigations, answered by the api (its backend-for-frontend). */
export const SSO_PATHS = ['/veryconnect-auth', '/signin-oidc'] as const;
const API_PREFIX = '/api/';

function isWebApiRoute(pathname: string): boolean {
  if (!pathname.startsWith(API_PREFIX)) return false;
  const first = pathname.slice(API_PREFIX.length).split('/')[0];
  return (WEB_API_ROUTES as readonly string[]).includes(first ?? '');
}

/**
 * Whether a request belongs to the api (served on the site's origin so its cookies are first-party).
 * GET of `/forgot-password` and `/reset-password` stays with the site: those are its pages.
 */
export function isApiRequest(method: string, pathname: string): boolean {
  if (pathname.startsWith('/sanctum/')) return true;
  if ((SSO_PATHS as readonly string[]).includes(pathname)) return true;
  if (pathname === '/login' || pathname === '/logout' || pathname === TWO_FACTOR_CHALLENGE_PATH)
    return method === 'POST';
  if (pathname === '/forgot-password' || pathname === '/reset-password') {
    return !SAFE_METHODS.has(method.toUpperCase());
  }
  return pathname.startsWith(API_PREFIX) && !isWebApiRoute(pathname);
}
