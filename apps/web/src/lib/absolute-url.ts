/** `path` on the public site (`SITE_URL`); an absolute URL (e.g. an image on the content host) stays as it is. */
export const absoluteUrl = (path: string, siteUrl: string): string => new URL(path, siteUrl).href;
