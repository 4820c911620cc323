import type { Page } from '@playwright/test';

export type BarEntry = { state: string; at: number };

/**
 * Records every state the loading bar passes through (`loading:35`, `complete:100`, `failed:100`,
 * `hidden`) with its time, and the time of the last click, so a test can check the timings after
 * the fact instead of racing a 500 ms window.
 */
export async function recordLoadingBar(page: Page) {
  await page.addInitScript(() => {
    const entries: { state: string; at: number }[] = [];
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const state = bar ? `${bar.getAttribute('data-state')}:${bar.getAttribute('aria-valuenow')}` : 'hidden';
      if (entries.at(-1)?.state !== state) entries.push({ state, at: performance.now() });
    };
    Object.assign(window, { __loadingBar: entries, __clickedAt: 0 });
    document.addEventListener('click', () => Object.assign(window, { __clickedAt: performance.now() }), true);
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow', 'data-state'],
    });
  });
  return {
    entries: () =>
      page.evaluate(() => (window as unknown as { __loadingBar: BarEntry[] }).__loadingBar.slice()),
    clickedAt: () => page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt),
  };
}
