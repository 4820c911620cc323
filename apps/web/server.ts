// The site's HTTP server: Next.js behind one step of our own. `next start` passes a client's
// X-Forwarded-For through to the api unchanged, and the api believes the site's header, so every
// request first has the header replaced with the client address the site can vouch for.
import { createServer } from 'node:http';
import path from 'node:path';
import { startMetricsServer } from '@society/observability/metrics-server';
import { compressResponses } from './src/lib/compress-responses.ts';
import { parseEnv } from './src/lib/env-schema.ts';
import { proxyTrust, vouchForClient } from './src/lib/forwarded-for.ts';
import { observeRequests } from './src/lib/observe-requests.ts';
import { loadRoutePatterns } from './src/lib/route-pattern.ts';
import { securityHeaders } from './src/lib/security-headers.ts';
import { precompressedAssetHandler } from './src/server/assets/precompressed-asset-handler.ts';

// What `next start` sets: React and Next.js in their production mode.
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const port = Number(process.env.PORT ?? 3000);
const trust = proxyTrust(process.env.WEB_TRUST_PROXY);
const app = next({ dev: false, dir: import.meta.dirname, port });
const handle = app.getRequestHandler();
await app.prepare();
const distDir = path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next');
// The build's scripts and styles from their compressed copies, with the headers Next.js gives them.
const assets = precompressedAssetHandler(
  distDir,
  securityHeaders(new URL(parseEnv(process.env).PRISMIC_ENDPOINT), false),
);
const compress = compressResponses();
const observed = observeRequests((request, response) => {
  if (!assets(request, response)) compress(request, response, () => void handle(request, response));
}, loadRoutePatterns(distDir));
// Prometheus metrics on a loopback listener of their own, when METRICS_PORT is set.
if (process.env.METRICS_PORT)
  await startMetricsServer({
    port: Number(process.env.METRICS_PORT),
    host: process.env.METRICS_HOST || '127.0.0.1',
  });

const server = createServer((request, response) => {
  vouchForClient(request, trust);
  observed(request, response);
});
// Every interface, as `next start` does.
server.listen(port, () => console.log(`The site is serving on port ${port}.`));
/** How long a stopping site waits for requests in flight before it exits anyway. */
const DRAIN_LIMIT_MS = 8_000;
// Drains: the port closes at once (the proxy sends new requests to another instance), idle
// keep-alive connections close, requests in flight finish; past the limit it exits regardless.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
