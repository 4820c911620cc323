/** Where the studio's browser code calls the editorial API through the site. */
export const STUDIO_API = '/studio/api';

/** The editorial API's parts the studio may reach (bulk import and export stay with the CLI). */
const REACHABLE = ['documents', 'uid-check', 'publish', 'unpublish', 'releases', 'previews', 'assets'];

/** The editorial API path for a studio API path's segments, or null when the studio does not offer it. */
export function editorialPath(segments: readonly string[], search: string): string | null {
  if (!REACHABLE.includes(segments[0] ?? '')) return null;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return `/editor/${segments.map(encodeURIComponent).join('/')}${search}`;
}

/**
 * Whether an unsafe request comes from the site's own pages: the browser's `Sec-Fetch-Site`, else
 * its `Origin`. Another site's form or script cannot act for a signed-in editor.
 */
export function isSameOrigin(headers: Headers, siteOrigin: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  return headers.get('origin') === siteOrigin;
}
