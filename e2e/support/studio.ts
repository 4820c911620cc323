import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './members.ts';

/** A short unique word, so runs over the same data never collide. */
export const unique = () => randomUUID().slice(0, 8);

/** The studio's autosave status, once it says everything is saved. */
export async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /All changes saved|Not saved/ })).toHaveText(
    'All changes saved as a draft.',
  );
}

/** Opens a document in the studio from the list searched by its uid. */
export async function openDocument(page: Page, type: string, uid: string) {
  await page.goto(`/studio?type=${type}&q=${encodeURIComponent(uid)}`);
  const href = await page
    .getByRole('row')
    .filter({ hasText: uid })
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
}

/** Replaces what a rich-text or title editor holds with `text`. */
export async function replaceRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** A request from the studio's own page (same origin), as its scripts make them. */
export function studioRequest(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
}

/** The London wall-clock minute at least `seconds` ahead, as a `datetime-local` value. */
export function londonMinuteAhead(seconds: number): string {
  const at = new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A 2×2 PNG, for uploads. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWPIslucZbeYAUIBACNeBS0HOaDUAAAAAElFTkSuQmCC',
  'base64',
);
