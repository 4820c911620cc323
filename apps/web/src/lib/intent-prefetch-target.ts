/** What `intentPrefetchTarget` reads of a link: its attributes as written. */
export type LinkAttributes = { href: string | null; target: string | null; download: boolean };

/**
 * The address to prefetch when the reader points at, focuses or touches a site link: the path
 * and query of another page of this origin, or null (a download, a new tab, another origin, the
 * page itself or one of its fragments).
 */
export function intentPrefetchTarget(
  link: LinkAttributes,
  location: { origin: string; pathname: string; search: string },
): string | null {
  if (!link.href || link.download) return null;
  if (link.target && link.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(link.href, location.origin + location.pathname + location.search);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search;
}
