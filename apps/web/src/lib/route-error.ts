import { isChunkLoadError } from './chunk-reload.ts';

/** The status of a route-change error that carries none. */
export const DEFAULT_ERROR_STATUS = 500;

export type RouteErrorDetails = { status: number; message: string; reference: string | null };

type RouteError = Error & { digest?: string; status?: unknown; statusCode?: unknown };

const SERVER_ERROR_MESSAGE = 'The server could not show this page.';
export const CHUNK_ERROR_MESSAGE =
  'Part of this page could not be downloaded. The connection may have dropped, or the site may have just been updated: reload the page to try again.';

const httpStatus = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null;

/**
 * What the error page tells the reader: the error's status code (default 500) and message. Errors
 * from server rendering reach the browser with a digest and, in production, without their message
 * (it may hold internal details), so those say the server failed and give the digest as a reference.
 * A chunk that failed to load is said in words: its message names build files, not the problem.
 */
export function routeErrorDetails(error: RouteError): RouteErrorDetails {
  const status = httpStatus(error?.statusCode) ?? httpStatus(error?.status) ?? DEFAULT_ERROR_STATUS;
  const reference = typeof error?.digest === 'string' ? error.digest : null;
  // React passes on whatever was thrown, so the "error" may be a string, an object or null.
  const text = typeof error?.message === 'string' ? error.message.trim() : '';
  const message = isChunkLoadError(error)
    ? CHUNK_ERROR_MESSAGE
    : reference !== null
      ? SERVER_ERROR_MESSAGE
      : text || SERVER_ERROR_MESSAGE;
  return { status, message, reference };
}
