import { loadingBarStore } from './lib/loading-bar-store.ts';

/** Next.js calls this when a client navigation begins (link, router.push, back and forward). */
export function onRouterTransitionStart(url: string) {
  loadingBarStore.start(url);
}
