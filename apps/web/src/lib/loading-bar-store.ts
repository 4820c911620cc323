import {
  createLoadingBar,
  HIDDEN_LOADING_BAR,
  type LoadingBar,
  type LoadingBarState,
  loadsAnotherPage,
} from './loading-bar.ts';

let state = HIDDEN_LOADING_BAR;
let bar: LoadingBar | undefined;
let renderedRoute: string | undefined;
const listeners = new Set<() => void>();

function theBar(): LoadingBar {
  bar ??= createLoadingBar((next) => {
    state = next;
    for (const listener of listeners) listener();
  });
  return bar;
}

/**
 * The browser's one loading bar: started by the router (`instrumentation-client.ts`), finished
 * when the new route has rendered, failed by the error page. Shaped for `useSyncExternalStore`.
 */
export const loadingBarStore = {
  start(url: string) {
    if (loadsAnotherPage(window.location.href, url)) theBar().start();
  },
  /** The page shows `route` (path and query): when that changed, the navigation has rendered. */
  routeRendered(route: string) {
    if (renderedRoute !== undefined && route !== renderedRoute) bar?.finish();
    renderedRoute = route;
  },
  fail() {
    theBar().fail();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: (): LoadingBarState => state,
  serverSnapshot: (): LoadingBarState => HIDDEN_LOADING_BAR,
};
