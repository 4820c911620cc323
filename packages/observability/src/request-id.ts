import { randomUUID } from 'node:crypto';

/** The header that carries a request's id from the proxy through the web app to the api and content service. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id may look like: 1–128 letters, digits, `-`, `_`, `.` or `:` (nginx's `$request_id`,
 * UUIDs, most tracers' ids). Anything else (log injection, a megabyte of header) is replaced.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is well-formed, else a new random one. */
export function acceptRequestId(incoming: string | string[] | null | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}
