import { safeLocalPath } from '@society/safe-redirect';

export const LOGIN_PATH = '/login-required';
export const HOME_PATH = '/';

/** The sign-in page that brings the visitor back to `returnTo` (validated here, on write). */
export function loginRequiredPath(returnTo: string | null | undefined): string {
  const target = safeLocalPath(returnTo);
  if (!target || target === HOME_PATH || target.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Where sign-in sends the visitor: the remembered path (validated again, on read), else home. */
export function afterLoginPath(remembered: string | string[] | null | undefined): string {
  const target = safeLocalPath(typeof remembered === 'string' ? remembered : null);
  return target && !target.startsWith(LOGIN_PATH) ? target : HOME_PATH;
}
