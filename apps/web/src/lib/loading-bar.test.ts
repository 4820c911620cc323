import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingBar,
  estimatedProgress,
  HIDDEN_LOADING_BAR,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  type LoadingBarState,
  loadsAnotherPage,
} from './loading-bar.ts';

function recordedBar() {
  const states: LoadingBarState[] = [];
  const bar = createLoadingBar((state) => states.push(state));
  return { bar, states };
}

describe('loading bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses its constants: 200 ms throttle, 5 s duration, 500 ms hide delay', () => {
    expect([LOADING_BAR_THROTTLE_MS, LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_DELAY_MS]).toEqual([
      200, 5000, 500,
    ]);
  });

  it('shows nothing for a navigation that finishes within the 200 ms throttle', () => {
    const { bar, states } = recordedBar();
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
    expect(bar.state()).toEqual(HIDDEN_LOADING_BAR);
  });

  it('appears after 200 ms and advances toward 100 % over about 5 seconds without reaching it', () => {
    const { bar } = recordedBar();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.state().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ visible: true, progress: 0, failed: false });

    vi.advanceTimersByTime(1_000);
    const afterOneSecond = bar.state().progress;
    expect(afterOneSecond).toBeGreaterThan(30);
    expect(afterOneSecond).toBeLessThan(60);
    vi.advanceTimersByTime(LOADING_BAR_DURATION_MS - 1_000);
    expect(bar.state().progress).toBeGreaterThan(90);
    vi.advanceTimersByTime(60_000);
    expect(bar.state().progress).toBeLessThan(100);
    expect(bar.state().visible).toBe(true);
  });

  it('completes when the page has rendered and hides exactly 500 ms later', () => {
    const { bar } = recordedBar();
    bar.start();
    vi.advanceTimersByTime(700);
    bar.finish();
    expect(bar.state()).toEqual({ visible: true, progress: 100, failed: false });
    vi.advanceTimersByTime(499);
    expect(bar.state().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.state()).toEqual(HIDDEN_LOADING_BAR);
  });

  it('shows the failed state on error, keeps it when the error page reports it rendered, then hides', () => {
    const { bar } = recordedBar();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    bar.finish();
    expect(bar.state()).toEqual({ visible: true, progress: 100, failed: true });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS);
    expect(bar.state()).toEqual(HIDDEN_LOADING_BAR);
  });

  it('shows the failed state even when the error comes within the throttle', () => {
    const { bar } = recordedBar();
    bar.start();
    vi.advanceTimersByTime(50);
    bar.fail();
    expect(bar.state().failed).toBe(true);
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    expect(bar.state()).toEqual({ visible: true, progress: 100, failed: true });
  });

  it('restarts from 0 without a new throttle when a navigation starts while the bar is shown', () => {
    const { bar } = recordedBar();
    bar.start();
    vi.advanceTimersByTime(1_000);
    bar.finish();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.state()).toEqual({ visible: true, progress: 0, failed: false });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS);
    expect(bar.state().visible).toBe(true);
  });

  it('ignores a finish without a navigation, and stops its timers when disposed', () => {
    const { bar, states } = recordedBar();
    bar.finish();
    bar.start();
    bar.dispose();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
  });
});

describe('estimatedProgress', () => {
  it('starts at 0, rises monotonically and stays below 100', () => {
    expect(estimatedProgress(0)).toBe(0);
    let previous = 0;
    for (let elapsed = 100; elapsed <= 20_000; elapsed += 100) {
      const progress = estimatedProgress(elapsed);
      expect(progress).toBeGreaterThanOrEqual(previous);
      expect(progress).toBeLessThan(100);
      previous = progress;
    }
    expect(estimatedProgress(LOADING_BAR_DURATION_MS)).toBeCloseTo(95, 0);
  });
});

describe('loadsAnotherPage', () => {
  const here = 'https://society.test/news?page=2#top';

  it('is true for another path or query on the same site', () => {
    expect(loadsAnotherPage(here, '/news/agm-2026-report')).toBe(true);
    expect(loadsAnotherPage(here, '/news?page=3')).toBe(true);
    expect(loadsAnotherPage(here, 'https://society.test/about')).toBe(true);
  });

  it('is false for a hash change, the same page or another origin', () => {
    expect(loadsAnotherPage(here, '/news?page=2#latest')).toBe(false);
    expect(loadsAnotherPage(here, '/news?page=2')).toBe(false);
    expect(loadsAnotherPage(here, 'https://elsewhere.test/news')).toBe(false);
    expect(loadsAnotherPage('not a url', '/news')).toBe(false);
  });
});
