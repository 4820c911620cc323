/** The loading indicator: shown after 200 ms, progress estimated over 5 s, hidden 500 ms after. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
/** How often the progress advances while a page loads. */
export const LOADING_BAR_TICK_MS = 100;

export type LoadingBarState = {
  readonly visible: boolean;
  /** 0 to 100. */
  readonly progress: number;
  readonly failed: boolean;
};

export const HIDDEN_LOADING_BAR: LoadingBarState = { visible: false, progress: 0, failed: false };

/**
 * Progress after `elapsed` ms of loading: eases toward 100 %, about 95 % at `duration`, and stays
 * below 100 % until the page has actually rendered.
 */
export function estimatedProgress(elapsed: number, duration = LOADING_BAR_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  return Math.min(99, 100 * (1 - Math.exp((-3 * elapsed) / duration)));
}

type Phase = 'idle' | 'throttled' | 'loading' | 'hiding';

export type LoadingBar = {
  /** A navigation began: show the bar if it is still running after the throttle. */
  start(): void;
  /** The new page has rendered: complete the bar (if shown) and hide it after the hide delay. */
  finish(): void;
  /** The navigation failed: show the failed state, then hide it after the hide delay. */
  fail(): void;
  state(): LoadingBarState;
  dispose(): void;
};

/**
 * The loading indicator's state machine: idle → throttled (200 ms, nothing shown) → loading
 * (progress advancing) → hiding (at 100 %, or failed) → idle 500 ms later. A navigation that
 * finishes within the throttle never shows the bar. A failed state is kept until it hides, even
 * if the route then reports that it rendered (the error page is what rendered).
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void): LoadingBar {
  let phase: Phase = 'idle';
  let failed = false;
  let current = HIDDEN_LOADING_BAR;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const set = (next: LoadingBarState) => {
    current = next;
    onChange(next);
  };

  const clearTimers = () => {
    clearTimeout(timeout);
    clearInterval(ticker);
    timeout = undefined;
    ticker = undefined;
  };

  const startProgress = () => {
    phase = 'loading';
    let elapsed = 0;
    set({ visible: true, progress: 0, failed: false });
    ticker = setInterval(() => {
      elapsed += LOADING_BAR_TICK_MS;
      set({ visible: true, progress: estimatedProgress(elapsed), failed: false });
    }, LOADING_BAR_TICK_MS);
  };

  const hideLater = () => {
    phase = 'hiding';
    timeout = setTimeout(() => {
      phase = 'idle';
      failed = false;
      set(HIDDEN_LOADING_BAR);
    }, LOADING_BAR_HIDE_DELAY_MS);
  };

  return {
    start() {
      clearTimers();
      failed = false;
      if (current.visible) {
        startProgress();
        return;
      }
      phase = 'throttled';
      timeout = setTimeout(startProgress, LOADING_BAR_THROTTLE_MS);
    },
    finish() {
      if (phase === 'throttled') {
        clearTimers();
        phase = 'idle';
        return;
      }
      if (phase !== 'loading') return;
      clearTimers();
      set({ visible: true, progress: 100, failed: false });
      hideLater();
    },
    fail() {
      if (failed) return;
      clearTimers();
      failed = true;
      set({ visible: true, progress: 100, failed: true });
      hideLater();
    },
    state: () => current,
    dispose: clearTimers,
  };
}

/**
 * Whether a client navigation from `currentHref` to `targetUrl` loads another page: a change of
 * path or query does; a change of hash alone, or a link to another origin, does not.
 */
export function loadsAnotherPage(currentHref: string, targetUrl: string): boolean {
  try {
    const current = new URL(currentHref);
    const target = new URL(targetUrl, current);
    return (
      target.origin === current.origin &&
      (target.pathname !== current.pathname || target.search !== current.search)
    );
  } catch {
    return false;
  }
}
