import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.ts';
import { precompressedAssetHandler, preferredEncoding } from './precompressed-asset-handler.ts';

const SCRIPT = 'globalThis.answer = 42;\n'.repeat(200);
const HEADERS = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
let dir: string;
let server: Server;
let port: number;

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ port, path: url, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompressed-'));
  await mkdir(path.join(dir, 'static/chunks'), { recursive: true });
  await mkdir(path.join(dir, 'static/media'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'static/chunks/main.js'), SCRIPT);
  await writeFile(path.join(dir, 'static/chunks/site.css'), 'body{color:red}');
  await writeFile(path.join(dir, 'static/media/photo.png'), Buffer.alloc(64));
  await writeFile(path.join(dir, 'server/secret.js'), 'secret');
  expect(await precompressAssets(dir)).toBe(2);
  const handler = precompressedAssetHandler(dir, HEADERS);
  server = createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(418).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('precompressedAssetHandler', () => {
  it('sends a script in Brotli, or gzip, with the immutable caching and the given headers', async () => {
    const br = await get('/_next/static/chunks/main.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get('/_next/static/chunks/site.css?v=1', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(gz.body).toString()).toBe('body{color:red}');
  });

  it('answers a repeated request with 304, and HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/main.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/_next/static/chunks/main.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/main.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next.js what it has no copy for, ranges and clients that take no compression', async () => {
    const next = async (url: string, headers: Record<string, string> = { 'accept-encoding': 'br' }) =>
      (await get(url, headers)).status;
    expect(await next('/_next/static/chunks/main.js', { 'accept-encoding': 'identity' })).toBe(418);
    expect(await next('/_next/static/chunks/main.js', { 'accept-encoding': 'br', range: 'bytes=0-9' })).toBe(
      418,
    );
    expect(await next('/_next/static/media/photo.png')).toBe(418);
    expect(await next('/_next/static/chunks/missing.js')).toBe(418);
    expect(await next('/_next/static/../server/secret.js')).toBe(418);
    expect(await next('/_next/static/%2e%2e/server/secret.js')).toBe(418);
    expect(await next('/_next/static/%E0%A4%A')).toBe(418);
    expect(await next('/news')).toBe(418);
  });

  it('serves nothing itself for a build without copies', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'bare-build-'));
    const handler = precompressedAssetHandler(bare, HEADERS);
    expect(
      handler({ method: 'GET', url: '/_next/static/chunks/main.js', headers: {} } as never, {} as never),
    ).toBe(false);
    await rm(bare, { recursive: true, force: true });
  });
});
