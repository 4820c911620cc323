import { watchChunkLoads } from './lib/chunk-load-timeout.ts';
import { loadingBarStore } from './lib/loading-bar-store.ts';

/** Next.js calls this when a client navigation begins (link, router.push, back and forward). */
export function onRouterTransitionStart(url: string) {
  loadingBarStore.start(url);
}

// Before the first chunk is fetched on demand, so every one of them has the time-out.
watchChunkLoads(document.head, {
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
});
