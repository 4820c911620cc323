import type { MetadataRoute } from 'next';
import { env } from '../env.ts';
import { sitemapEntries } from '../lib/sitemap-entries.ts';
import { getSitemapDocuments } from '../server/content/get-sitemap-documents.ts';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getSitemapDocuments(), env.SITE_URL);
}
