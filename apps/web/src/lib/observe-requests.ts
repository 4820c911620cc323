import type { IncomingMessage, ServerResponse } from 'node:http';
import { logLevel } from '@society/observability/log-level';
import { httpDuration, httpErrors, httpRequests, recordCacheLookup } from '@society/observability/metrics';
import { acceptRequestId, REQUEST_ID_HEADER } from '@society/observability/request-id';
import pino from 'pino';
import { currentRequestId, onCacheLookup, runWithRequestId } from './request-context.ts';
import type { RoutePatternOf } from './route-pattern.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error'] as const;

/**
 * The site's part of request tracing and metrics, around Next.js's handler: each request gets the
 * proxy's `X-Request-Id` (or a new one when it is missing or malformed), which goes on to the api
 * and the content service with every server-side fetch, back in the answer, and into a
 * `request completed` log line; Next's own console output during the request is tagged with it.
 */
export function observeRequests(
  handle: Handler,
  routeOf: RoutePatternOf,
  log = requestLog(process.env.LOG_LEVEL),
): Handler {
  for (const method of CONSOLE_METHODS) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const id = currentRequestId();
      original(...(id ? [`[reqId=${id}]`, ...args] : args));
    };
  }
  onCacheLookup(recordCacheLookup);
  return (request, response) => {
    const started = performance.now();
    const id = acceptRequestId(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader(REQUEST_ID_HEADER, id);
    response.once('finish', () => {
      const pathname = (request.url ?? '/').split('?')[0] ?? '/';
      const method = request.method ?? 'GET';
      const labels = { service: 'web', method, route: routeOf(method, pathname) };
      const seconds = (performance.now() - started) / 1000;
      httpRequests.inc({ ...labels, status_code: String(response.statusCode) });
      httpDuration.observe(labels, seconds);
      if (response.statusCode >= 500) httpErrors.inc(labels);
      log.info(
        {
          reqId: id,
          req: { method, url: pathname },
          res: { statusCode: response.statusCode },
          responseTime: seconds * 1000,
        },
        'request completed',
      );
    });
    runWithRequestId(id, () => handle(request, response));
  };
}

/** The `request completed` lines' logger, at the `LOG_LEVEL` the api and content service read too. */
export function requestLog(level: string | undefined) {
  const parsed = logLevel.safeParse(level || undefined);
  if (!parsed.success) throw new Error(`LOG_LEVEL must be one of ${logLevel.unwrap().options.join(', ')}.`);
  return pino({ level: parsed.data });
}
