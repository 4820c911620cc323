import { expect, type Locator } from '@playwright/test';

/**
 * How long a page may take to hydrate: on a busy machine (CI runs two browsers beside every
 * service) that has taken longer than an assertion's usual 5 s.
 */
export const HYDRATION_TIMEOUT = 15_000;

/**
 * Waits until React has hydrated the element (it keeps its props on the DOM node then), so a click
 * on a link is a client-side navigation and not, on a busy machine, a plain document load.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      {
        timeout: HYDRATION_TIMEOUT,
      },
    )
    .toBe(true);
}
