import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, chunkUrlOf, failChunkAfterTimeout } from './chunk-load-timeout.ts';

const timers = {
  setTimer: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimer: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

describe('chunk load time-out', () => {
  it('is the spec’s 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a chunk that has neither loaded nor failed after 120 seconds, once', () => {
    vi.useFakeTimers();
    try {
      const element = new EventTarget();
      const failed = vi.fn();
      element.addEventListener('error', failed);
      failChunkAfterTimeout(element, timers);
      vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
      expect(failed).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(failed).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
      expect(failed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a chunk alone once it has loaded or failed by itself', () => {
    vi.useFakeTimers();
    try {
      for (const outcome of ['load', 'error']) {
        const element = new EventTarget();
        const failed = vi.fn();
        failChunkAfterTimeout(element, timers);
        element.dispatchEvent(new Event(outcome));
        element.addEventListener('error', failed);
        vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
        expect(failed).not.toHaveBeenCalled();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('watches the build’s scripts and style sheets only', () => {
    const node = (nodeName: string, attributes: Record<string, string>) => ({
      nodeName,
      getAttribute: (name: string) => attributes[name] ?? null,
    });
    expect(chunkUrlOf(node('SCRIPT', { src: '/_next/static/chunks/a1.js' }))).toBe(
      '/_next/static/chunks/a1.js',
    );
    expect(chunkUrlOf(node('LINK', { rel: 'stylesheet', href: '/_next/static/chunks/b.css' }))).toBe(
      '/_next/static/chunks/b.css',
    );
    expect(chunkUrlOf(node('LINK', { rel: 'preload', href: '/_next/static/chunks/b.css' }))).toBeNull();
    expect(chunkUrlOf(node('SCRIPT', { src: 'https://www.youtube.com/iframe_api' }))).toBeNull();
    expect(chunkUrlOf(node('DIV', {}))).toBeNull();
  });
});
