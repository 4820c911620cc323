/** How long a code or style chunk may take to load before it counts as failed (webpack's default). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The build's own files: what the bundler's runtime loads on demand. */
const CHUNK_PATH = /\/_next\/static\//;

type Timers = {
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

/** A script or style sheet element the bundler added to load a chunk, or null for anything else. */
export function chunkUrlOf(node: {
  nodeName: string;
  getAttribute?(name: string): string | null;
}): string | null {
  const name = node.nodeName.toLowerCase();
  if (name === 'script') {
    const src = node.getAttribute?.('src') ?? '';
    return CHUNK_PATH.test(src) ? src : null;
  }
  if (name === 'link' && node.getAttribute?.('rel') === 'stylesheet') {
    const href = node.getAttribute?.('href') ?? '';
    return CHUNK_PATH.test(href) ? href : null;
  }
  return null;
}

/**
 * Turbopack's runtime waits for a chunk's `load` or `error` event with no time limit, so a request
 * that hangs (a stalled connection, a proxy that never answers) leaves the page waiting for ever.
 * After the time-out this fires `error` on the element, as the browser would on a failed request:
 * the runtime then retries once and reports a chunk load error, which reloads the page.
 */
export function failChunkAfterTimeout(
  element: EventTarget,
  { setTimer, clearTimer }: Timers,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): void {
  const timer = setTimer(() => {
    element.removeEventListener('load', settled);
    element.removeEventListener('error', settled);
    element.dispatchEvent(new Event('error'));
  }, timeoutMs);
  function settled() {
    clearTimer(timer);
    element.removeEventListener('load', settled);
    element.removeEventListener('error', settled);
  }
  element.addEventListener('load', settled);
  element.addEventListener('error', settled);
}

/** Puts the time-out on every chunk the page loads from now on. */
export function watchChunkLoads(head: Node, timers: Timers): MutationObserver {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (node instanceof Element && chunkUrlOf(node)) failChunkAfterTimeout(node, timers);
  });
  observer.observe(head, { childList: true });
  return observer;
}
