/**
 * The demo society's name (fictional): what the site, its e-mails and authenticator apps call the
 * society unless `SITE_NAME` gives the real one.
 */
export const DEFAULT_SITE_NAME = 'Northfield & District Family History Society';
