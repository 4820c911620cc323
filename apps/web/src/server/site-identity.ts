import 'server-only';
import { env } from '../env.ts';
import type { SiteIdentity } from '../lib/json-ld.ts';

/** The society's name and public address, for feeds, calendars and structured data. */
export const siteIdentity: SiteIdentity = { name: env.SITE_NAME, url: env.SITE_URL };
