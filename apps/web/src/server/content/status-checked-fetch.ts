import 'server-only';
import { ContentStatusError } from './content-status-error.ts';

/** Statuses @prismicio/client acts on itself: ref retries (404, 410) and rate limiting (429). */
const HANDLED_BY_CLIENT = new Set([404, 410, 429]);

/** `fetch` for the Prismic client that turns any other non-2xx answer into the catalogue's error. */
export async function statusCheckedFetch(input: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (!response.ok && !HANDLED_BY_CLIENT.has(response.status)) {
    // Not awaited: Next's fetch tees the body for its cache, and cancelling one branch waits for the other.
    response.body?.cancel().catch(() => undefined);
    throw new ContentStatusError(response.status, input);
  }
  return response;
}
