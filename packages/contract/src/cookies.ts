/**
 * The api's cookies as both the api (which sets them) and the web app (which reads them) name them.
 * With Secure cookies the session cookie takes the `__Host-` prefix: the browser then accepts it
 * only over https, with `Path=/` and no `Domain`, so no other host (a subdomain) can set or read it.
 */
export const SESSION_COOKIE_NAMES = {
  secure: '__Host-society_session',
  plain: 'society_session',
} as const;

/** The readable double-submit token, echoed by the browser in `X-XSRF-TOKEN` (Laravel's names). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Whether cookies are Secure when `COOKIE_SECURE` is not set: in production they are. */
export const defaultCookieSecure = (nodeEnv: string | undefined): boolean => nodeEnv === 'production';

/** The session cookie's name in a cookie mode. */
export const sessionCookieName = (secure: boolean): string =>
  secure ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain;
