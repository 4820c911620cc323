import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  mayReloadForChunkError,
  reloadOnceForChunkError,
} from './chunk-reload.ts';

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

describe('reloadOnceForChunkError', () => {
  const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
    name: 'ChunkLoadError',
  });

  function memoryStorage(initial: Record<string, string> = {}) {
    const items = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  }

  it('reloads for a chunk error and remembers when, then refuses within 60 seconds', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadOnceForChunkError(chunkError, { storage, reload, now: 5_000_000 })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('5000000');
    expect(reloadOnceForChunkError(chunkError, { storage, reload, now: 5_059_999 })).toBe(false);
    expect(reloadOnceForChunkError(chunkError, { storage, reload, now: 5_060_000 })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('leaves other errors alone and never reloads without storage', () => {
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadOnceForChunkError(new Error('boom'), { storage: memoryStorage(), reload, now: 1 })).toBe(
      false,
    );
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError(chunkError, { storage: broken, reload, now: 1 })).toBe(false);
    expect(reloads).toBe(0);
  });
});
