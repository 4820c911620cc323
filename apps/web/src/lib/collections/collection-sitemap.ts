import { type CollectionKind, collectionPagePath, isBrowsable } from '@society/record-search/paths';
import type { MetadataRoute } from 'next';

/** The sitemap's entries for the record sets', indexes' and family trees' own pages (the other kinds have none). */
export function collectionSitemapEntries(
  collections: readonly { uid: string; kind: CollectionKind }[],
  siteUrl: string,
): MetadataRoute.Sitemap {
  return collections
    .filter((collection) => isBrowsable(collection.kind) || collection.kind === 'family_tree')
    .map((collection) => ({ url: new URL(collectionPagePath(collection), siteUrl).toString() }));
}
