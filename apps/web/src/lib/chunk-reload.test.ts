import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadForChunkError } from './chunk-reload.ts';

describe('chunk reload guard', () => {
  it('recognises chunk load failures from webpack, Turbopack and native imports', () => {
    const chunkError = new Error('Loading chunk 123 failed.');
    chunkError.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within 60 seconds', () => {
    expect(mayReloadForChunkError(null, 1_000_000)).toBe(true);
    expect(mayReloadForChunkError(1_000_000, 1_059_999)).toBe(false);
    expect(mayReloadForChunkError(1_000_000, 1_060_000)).toBe(true);
  });
});
