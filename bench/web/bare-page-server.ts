// Child process of the web benchmark: a bare Node http server answering every request with the
// bytes and headers the site sent for one page, so the load generator shares no event loop with it.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const pageUrl = process.env.BENCH_PAGE_URL;
if (!pageUrl) throw new Error('BENCH_PAGE_URL is not set.');

const sample = await fetch(pageUrl);
if (!sample.ok) throw new Error(`${pageUrl} answered ${sample.status}.`);
const body = Buffer.from(await sample.arrayBuffer());
/** Everything but the framing headers, which the http module writes itself. */
const headers = Object.fromEntries(
  [...sample.headers].filter(
    ([name]) => !['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name),
  ),
);

const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ bare: `http://127.0.0.1:${port}`, bytes: body.length }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
