import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { RELAY_HEADER, relayRevalidation } from './relay-revalidation.ts';

type Received = { path: string | undefined; relay: string | undefined; body: string };
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

async function instance(status: number, received: Received[]): Promise<string> {
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({ path: request.url, relay: request.headers[RELAY_HEADER] as string, body });
    response.writeHead(status).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function closedAddress(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

describe('relayRevalidation', () => {
  it('passes the webhook body to every instance, marked as relayed', async () => {
    const received: Received[] = [];
    const urls = [await instance(200, received), await instance(200, received)];
    const body = JSON.stringify({ type: 'api-update', secret: 's', documents: ['a'] });
    expect(await relayRevalidation(urls, body)).toEqual({ instances: 2, failed: [] });
    expect(received).toEqual([
      { path: '/api/revalidate', relay: '1', body },
      { path: '/api/revalidate', relay: '1', body },
    ]);
  });

  it('names the instances that refused it or could not be reached', async () => {
    const received: Received[] = [];
    const ok = await instance(200, received);
    const refusing = await instance(503, received);
    const down = await closedAddress();
    expect(await relayRevalidation([ok, refusing, down], '{}')).toEqual({
      instances: 3,
      failed: [refusing, down],
    });
  });
});
