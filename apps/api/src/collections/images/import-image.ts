import { collections, records } from '@society/db/api-collections-schema';
import { and, eq } from 'drizzle-orm';
import type { ApiDb } from '../../api-db.ts';
import { storeImage } from './store-image.ts';

export type ImageImport = {
  /** An existing collection's uid. */
  collection: string;
  /** The record the image shows, which must belong to that collection. */
  recordId: number | null;
  side: 'front' | 'back' | 'page';
  access: 'public' | 'members';
  file: string;
};

/** Adds one image file to a collection (and record), tiled for IIIF; a missing target is a clear error. */
export async function importImage(db: ApiDb, imagesDir: string, request: ImageImport) {
  const [collection] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.uid, request.collection));
  if (!collection) throw new Error(`There is no collection "${request.collection}".`);
  if (request.recordId !== null) {
    const [record] = await db
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.id, request.recordId), eq(records.collectionId, collection.id)));
    if (!record) throw new Error(`Record ${request.recordId} is not in "${request.collection}".`);
  }
  return storeImage(db, imagesDir, {
    collectionId: collection.id,
    recordId: request.recordId,
    side: request.side,
    access: request.access,
    image: request.file,
  });
}
