import { safeLocalPath } from '@society/safe-redirect';

/** The header's sign-in page. */
export const LOGIN_PATH = '/login';
/** Where protected pages send guests. */
export const LOGIN_REQUIRED_PATH = '/login-required';
export const HOME_PATH = '/';

const SIGN_IN_PAGES: readonly string[] = [LOGIN_PATH, LOGIN_REQUIRED_PATH];

/** A safe local target that is worth remembering: not home, not a sign-in page itself. */
function rememberable(target: string | null): target is string {
  if (!target || target === HOME_PATH) return false;
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  return !SIGN_IN_PAGES.includes(pathname.replace(/\/+$/, ''));
}

function signInPage(page: string, returnTo: string | null | undefined): string {
  const target = safeLocalPath(returnTo);
  return rememberable(target) ? `${page}?redirect=${encodeURIComponent(target)}` : page;
}

/** The sign-in page protected pages send guests to, remembering `returnTo` (validated here, on write). */
export const loginRequiredPath = (returnTo: string | null | undefined): string =>
  signInPage(LOGIN_REQUIRED_PATH, returnTo);

/** The header's sign-in link, which brings the visitor back to `returnTo`. */
export const loginPath = (returnTo: string | null | undefined): string => signInPage(LOGIN_PATH, returnTo);

/** Where sign-in sends the visitor: the remembered path (validated again, on read), else home. */
export function afterLoginPath(remembered: string | string[] | null | undefined): string {
  const target = safeLocalPath(typeof remembered === 'string' ? remembered : null);
  return rememberable(target) ? target : HOME_PATH;
}
