import { parseEnv } from './env-schema.ts';

export const NEWS_FEED_PATH = '/news/rss.xml';

const { SITE_NAME } = parseEnv(process.env);

/**
 * Metadata every page repeats. Next merges metadata shallowly: a page that sets `openGraph` or
 * `alternates` replaces the layout's whole object, so pages spread these parts into theirs.
 */
export const sharedMetadata = {
  openGraph: { siteName: SITE_NAME, locale: 'en_GB' },
  feeds: { 'application/rss+xml': [{ url: NEWS_FEED_PATH, title: `${SITE_NAME}: news` }] },
};
