import type { MetadataRoute } from 'next';
import { type CollectionKind, collectionPagePath, isBrowsable } from './collection-paths.ts';

/** The sitemap's entries for the record sets' and indexes' own pages (the other kinds have none). */
export function collectionSitemapEntries(
  collections: readonly { uid: string; kind: CollectionKind }[],
  siteUrl: string,
): MetadataRoute.Sitemap {
  return collections
    .filter((collection) => isBrowsable(collection.kind))
    .map((collection) => ({ url: new URL(collectionPagePath(collection), siteUrl).toString() }));
}
