import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { COMPRESSIBLE_TYPES, precompressedDir } from './precompress-assets.ts';

const ASSET_PREFIX = '/_next/static/';
/** What `next start` sends for the build's assets, whose names change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';
type Copy = { file: string; size: number };
type Asset = { type: string; etag: string; copies: Record<Encoding, Copy> };

/** The encoding to send for an `Accept-Encoding` header: Brotli, else gzip, else none of ours. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function loadAssets(distDir: string): Map<string, Asset> {
  const dir = precompressedDir(distDir);
  const assets = new Map<string, Asset>();
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return assets; // a build without copies: Next.js serves and compresses everything
  }
  for (const entry of entries.filter((name) => name.endsWith('.br'))) {
    const relative = entry.slice(0, -'.br'.length).split(path.sep).join('/');
    const type = COMPRESSIBLE_TYPES[path.extname(relative)];
    if (!type) continue;
    const br = path.join(dir, entry);
    const gzip = path.join(dir, `${entry.slice(0, -'.br'.length)}.gz`);
    try {
      const original = statSync(path.join(distDir, 'static', relative));
      assets.set(relative, {
        type,
        etag: `W/"${original.size.toString(16)}-${Math.round(original.mtimeMs).toString(16)}"`,
        copies: {
          br: { file: br, size: statSync(br).size },
          gzip: { file: gzip, size: statSync(gzip).size },
        },
      });
    } catch {
      // a copy without its original or its gzip twin: left to Next.js
    }
  }
  return assets;
}

function assetPath(url: string | undefined): string | null {
  const pathname = (url ?? '').split('?')[0] ?? '';
  if (!pathname.startsWith(ASSET_PREFIX)) return null;
  try {
    return decodeURIComponent(pathname.slice(ASSET_PREFIX.length));
  } catch {
    return null;
  }
}

/**
 * Serves the build's text assets from the compressed copies `precompressAssets` wrote, and returns
 * false for every other request (Next.js answers it): another path, a method other than GET or
 * HEAD, a byte range, a client that accepts neither Brotli nor gzip, or a build without copies.
 * Only files listed at start are served, so no address reaches outside the copies.
 */
export function precompressedAssetHandler(
  distDir: string,
  headers: { key: string; value: string }[],
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const assets = loadAssets(distDir);
  return (request, response) => {
    if (assets.size === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const relative = assetPath(request.url);
    const asset = relative === null ? undefined : assets.get(relative);
    if (!asset || request.headers.range) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return false;
    for (const { key, value } of headers) response.setHeader(key, value);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('ETag', asset.etag);
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === asset.etag) {
      response.writeHead(304).end();
      return true;
    }
    const copy = asset.copies[encoding];
    response.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Encoding': encoding,
      'Content-Length': copy.size,
    });
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    createReadStream(copy.file)
      .on('error', (error) => response.destroy(error))
      .pipe(response);
    return true;
  };
}
