import type { MetadataRoute } from 'next';
import { env } from '../env.ts';
import { collectionSitemapEntries } from '../lib/collections/collection-sitemap.ts';
import { sitemapEntries } from '../lib/sitemap-entries.ts';
import { getCollectionList } from '../server/collections/get-collection-list.ts';
import { getSitemapDocuments } from '../server/content/get-sitemap-documents.ts';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [documents, collections] = await Promise.all([getSitemapDocuments(), getCollectionList()]);
  return [
    ...sitemapEntries(documents, env.SITE_URL),
    ...collectionSitemapEntries(collections ?? [], env.SITE_URL),
    { url: new URL('/image-viewer', env.SITE_URL).href },
  ];
}
