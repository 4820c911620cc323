import { expect, type Page } from '@playwright/test';

/** Visits `path` and expects a 200 whose page heading is `heading`. */
export async function expectPage(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** Visits `path` and expects the 404 page ("This page could not be found"). */
export async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
}
