import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics.ts';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * The metrics on a listener of their own (`GET /metrics`, Prometheus text format), apart from the
 * service's port so the reverse proxy, which publishes only the service ports, never exposes them.
 * Bound to loopback unless told otherwise.
 */
export function startMetricsServer({
  port,
  host = '127.0.0.1',
}: {
  port: number;
  host?: string;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: try /metrics.\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use: set METRICS_PORT to a free port.`
            : `The metrics listener could not start: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
