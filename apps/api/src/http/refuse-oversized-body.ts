import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** Past this the rest of a refused body is not worth reading: the connection is closed instead. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * A JSON body declared larger than the route accepts is refused (413) before it is read. Fastify
 * would refuse it while parsing and close the connection at once, so a proxy still writing the
 * body (the site's, which forwards `/api/*`) sees a reset and answers 500 instead of passing the
 * 413 on. Refused here, the rest of the body is read and dropped after the answer, the connection
 * stays open, and the client reads the 413.
 */
export async function refuseOversizedBody(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (!(declared > request.routeOptions.bodyLimit)) return;
  // Uploads streamed by their own parser (staff imports) take any size.
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '')) return;
  const headers: Record<string, string> = declared > DRAIN_LIMIT ? { connection: 'close' } : {};
  throw new HttpError(413, 'Request body is too large', undefined, headers);
}
