/** What the site-link router reads of a link: its attributes as written. */
export type LinkAttributes = { href: string | null; target: string | null; download: boolean };

/** What the site-link router reads of a click: which button, and the keys held with it. */
export type ClickModifiers = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

type Here = { origin: string; pathname: string; search: string };

/** The link's address on this origin, or null: a download, a new tab, another origin, no address. */
function sameOriginUrl(link: LinkAttributes, location: Here): URL | null {
  if (!link.href || link.download) return null;
  if (link.target && link.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(link.href, location.origin + location.pathname + location.search);
  } catch {
    return null;
  }
  return url.origin === location.origin ? url : null;
}

const isSamePage = (url: URL, location: Here) =>
  url.pathname === location.pathname && url.search === location.search;

/**
 * The address to prefetch when the reader points at, focuses or touches a site link: the path
 * and query of another page of this origin, or null (a download, a new tab, another origin, the
 * page itself or one of its fragments).
 */
export function intentPrefetchTarget(link: LinkAttributes, location: Here): string | null {
  const url = sameOriginUrl(link, location);
  if (!url || isSamePage(url, location)) return null;
  return url.pathname + url.search;
}

/**
 * The address the client router navigates to when a site link is clicked, or null to leave the
 * click to the browser: a middle click or one with a modifier key (a new tab or window, a
 * download), a download, a new tab, another origin, or a fragment of the page itself (the browser
 * scrolls to it). The same rules as Next.js's `Link`.
 */
export function clickNavigationTarget(
  link: LinkAttributes,
  click: ClickModifiers,
  location: Here,
): string | null {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const url = sameOriginUrl(link, location);
  if (!url || (isSamePage(url, location) && url.hash)) return null;
  return url.pathname + url.search + url.hash;
}
