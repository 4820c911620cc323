import { decodeCookieValue, readCookie } from './read-cookie.ts';

type CookieStoreLike = { get(name: string): Promise<{ value?: string } | null | undefined> };

export type CookieSources = {
  /** The Cookie Store API: in Chromium, Safari and Firefox, on secure pages (https, localhost). */
  cookieStore?: CookieStoreLike | undefined;
  documentCookie: () => string;
};

const inThisPage = (): CookieSources => ({
  cookieStore: (globalThis as { cookieStore?: CookieStoreLike }).cookieStore,
  documentCookie: () => document.cookie,
});

/**
 * One of the page's readable cookies, decoded, or null when it has none of that name. Asked of the
 * Cookie Store API where the browser has it, which answers without holding the main thread:
 * reading `document.cookie` waits on the browser's network process, 1.5 to 10 ms measured while a
 * page loads, in the task that runs the page's first effects. `document.cookie` where it has not.
 */
export async function browserCookie(
  name: string,
  sources: CookieSources = inThisPage(),
): Promise<string | null> {
  if (sources.cookieStore) {
    try {
      const found = await sources.cookieStore.get(name);
      return found?.value === undefined ? null : decodeCookieValue(found.value);
    } catch {
      // A page the API refuses (a sandboxed frame, say) still has document.cookie.
    }
  }
  return readCookie(sources.documentCookie(), name);
}
