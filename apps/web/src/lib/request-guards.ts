/**
 * The largest body the site forwards to the api. Next.js holds a forwarded body in memory and cuts
 * it at its proxy body limit (set to this), so a larger one is refused rather than cut short.
 */
export const PROXIED_BODY_LIMIT = 10 * 1024 * 1024;

/** Whether every `%` in a path starts a valid UTF-8 escape (Next.js answers 500 to the others). */
export function hasValidEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export type BodyRefusal = { status: 411 | 413; message: string };

/**
 * Why a request's body cannot be forwarded to the api, or null when it can: larger than
 * `PROXIED_BODY_LIMIT`, or sent without a length (it could not be known to fit).
 */
export function proxiedBodyRefusal(headers: Headers): BodyRefusal | null {
  const length = headers.get('content-length');
  if (length !== null) {
    return Number(length) > PROXIED_BODY_LIMIT
      ? {
          status: 413,
          message: `Request body is too large: the site forwards at most ${PROXIED_BODY_LIMIT / 1024 / 1024} MB.`,
        }
      : null;
  }
  if (headers.has('transfer-encoding')) {
    return { status: 411, message: 'Send the request body with a Content-Length header.' };
  }
  return null;
}
