import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { images } from '@society/db/api-images-schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ApiDb } from '../../api-db.ts';

/** Tile edge in pixels, and the thumbnail's width. */
export const TILE_SIZE = 512;
export const THUMBNAIL_WIDTH = 240;

export type StoreImageInput = {
  collectionId: number;
  recordId: number | null;
  side: 'front' | 'back' | 'page';
  access?: 'public' | 'members';
  /** What it shows, for the gallery and the viewer. */
  title?: string;
  /** False when the viewer may show it but not offer it for download. */
  allowDownload?: boolean;
  /** Any format sharp reads (JPEG, PNG, TIFF, WebP, SVG). */
  image: Buffer | string;
  /** The staff upload it came from: set with the row, so no crash leaves an image outside its upload. */
  importId?: number;
};

/** Where an image's IIIF files live: `{imagesDir}/{id}/info.json`, tiles, `thumbnail.jpg`. */
export const imageFolder = (imagesDir: string, id: number) => path.join(imagesDir, String(id));
/** Where an image's files are written before they are moved into place whole. */
const stagingFolder = (imagesDir: string, id: number) => path.join(imagesDir, `.staging-${id}`);

/** Removes an image that never got (or lost) its tiles: its row, its folder, any half-written files. */
export async function discardImage(db: ApiDb, imagesDir: string, id: number): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
  await rm(imageFolder(imagesDir, id), { recursive: true, force: true });
  await rm(stagingFolder(imagesDir, id), { recursive: true, force: true });
}

/**
 * Adds an image: its row, then IIIF Image API 3 level-0 tiles (sharp's `iiif3` layout, every scale
 * factor), an `info.json` and a thumbnail, written to a temporary folder and moved into place so a
 * half-written image is never served. A file sharp cannot read throws before anything is stored.
 */
export async function storeImage(
  db: ApiDb,
  imagesDir: string,
  input: StoreImageInput,
): Promise<{ id: number; width: number; height: number }> {
  const source = sharp(input.image, { failOn: 'error' });
  const { width, height } = await source.metadata();
  if (!width || !height) throw new Error('The image has no size.');
  const [row] = await db
    .insert(images)
    .values({
      collectionId: input.collectionId,
      recordId: input.recordId,
      side: input.side,
      access: input.access ?? 'public',
      title: input.title ?? '',
      allowDownload: input.allowDownload ?? true,
      importId: input.importId ?? null,
      width,
      height,
    })
    .returning({ id: images.id });
  const id = row!.id;
  const staging = stagingFolder(imagesDir, id);
  try {
    await mkdir(staging, { recursive: true });
    // `id` is rewritten per request (the service's public URL); sharp names the folder after it.
    await source
      .clone()
      .jpeg({ quality: 85 })
      .tile({ layout: 'iiif3', size: TILE_SIZE, id: 'iiif' })
      .toFile(path.join(staging, 'iiif'));
    await source
      .clone()
      .resize({ width: THUMBNAIL_WIDTH })
      .jpeg({ quality: 80 })
      .toFile(path.join(staging, 'iiif', 'thumbnail.jpg'));
    await rm(imageFolder(imagesDir, id), { recursive: true, force: true });
    await rename(path.join(staging, 'iiif'), imageFolder(imagesDir, id));
  } catch (error) {
    await discardImage(db, imagesDir, id);
    throw error;
  }
  await rm(staging, { recursive: true, force: true });
  return { id, width, height };
}
