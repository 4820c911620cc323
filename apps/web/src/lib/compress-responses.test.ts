import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, createBrotliDecompress, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, compressResponses } from './compress-responses.ts';

const PAGE = `<!DOCTYPE html><html><body>${'<p class="my-4 text-stone-700">A baptism at St Mary’s.</p>'.repeat(300)}</body></html>`;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

let server: Server;
let port: number;
/** Resolved by the test when it has read the first part of a streamed page. */
let firstPartRead: () => void = () => {};

type Route = (response: ServerResponse & { flush?: () => void }) => void | Promise<void>;
const ROUTES: Record<string, Route> = {
  '/page': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(PAGE);
  },
  '/small': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end('<p>ok</p>');
  },
  '/encoded': (response) => {
    response.setHeader('Content-Type', 'application/javascript');
    response.setHeader('Content-Encoding', 'gzip');
    response.end(gzipSync(PAGE));
  },
  '/streamed': async (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.write(PAGE);
    response.flush?.();
    await new Promise<void>((resolve) => {
      firstPartRead = resolve;
    });
    response.end('<p>the rest</p>');
  },
};

function get(path: string, acceptEncoding: string) {
  const sent = request({ port, path, headers: { 'Accept-Encoding': acceptEncoding } });
  sent.end();
  return once(sent, 'response').then(([response]) => response as IncomingMessage);
}

async function body(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  const compress = compressResponses();
  server = createServer((req, res) => {
    compress(req, res, () => void ROUTES[req.url ?? '']?.(res));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

describe('compressResponses', () => {
  it('sends a page in Brotli to a browser that accepts it, at the chosen quality', async () => {
    const response = await get('/page', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    const sent = await body(response);
    expect(sent.length).toBe(brotliCompressSync(PAGE, BROTLI).length);
    expect(sent.length).toBeLessThan(gzipSync(PAGE).length);
  });

  it('sends gzip to a client without Brotli, and the page as it is to one that accepts neither', async () => {
    const gzipped = await get('/page', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(await body(gzipped)).toString()).toBe(PAGE);
    const plain = await get('/page', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await body(plain)).toString()).toBe(PAGE);
  });

  it('leaves alone what is too small to gain or already encoded', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((await body(small)).toString()).toBe('<p>ok</p>');
    const encoded = await get('/encoded', 'br, gzip');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(await body(encoded)).toString()).toBe(PAGE);
  });

  it('keeps a streamed page streaming: a flushed part arrives before the page ends', async () => {
    const response = await get('/streamed', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    const decoded = response.pipe(createBrotliDecompress());
    let text = '';
    for await (const chunk of decoded) {
      text += (chunk as Buffer).toString();
      // The server holds the rest back until the first part has been read here.
      if (text === PAGE) firstPartRead();
    }
    expect(text).toBe(`${PAGE}<p>the rest</p>`);
  });
});
