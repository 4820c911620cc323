import path from 'node:path';
import { imageSlug } from '@society/record-search';
import { sql } from 'drizzle-orm';
import sharp, { type OverlayOptions } from 'sharp';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { imageFolder, TILE_SIZE } from '../images/store-image.ts';
import { collectionVisible } from '../search/visibility.ts';
import { type Reader, refuseUnlessViewable } from './image-detail.ts';
import { IMAGE_COLUMNS, imageRow } from './image-summary.ts';

/**
 * `GET /api/images/{id}/download`: the whole image as one JPEG, put together from its full-size
 * tiles (level-0 IIIF keeps no other copy). 403 when the image may be viewed but not downloaded.
 */
export async function downloadImage(
  db: ApiDb,
  imagesDir: string,
  id: number,
  reader: Reader,
): Promise<{ jpeg: Buffer; filename: string; access: 'public' | 'members' }> {
  const found = await db.execute(sql`
    SELECT ${IMAGE_COLUMNS} FROM images i JOIN collections c ON c.id = i.collection_id
    WHERE i.id = ${id} AND ${collectionVisible(reader.visibility, 'c')}`);
  if (found.rows.length === 0) throw HttpError.notFound();
  const row = imageRow.parse(found.rows[0]);
  refuseUnlessViewable(row.image_access, reader);
  if (!row.image_allow_download) throw new HttpError(403, 'This image may be viewed but not downloaded.');
  const folder = imageFolder(imagesDir, id);
  const tiles: OverlayOptions[] = [];
  for (let top = 0; top < row.image_height; top += TILE_SIZE)
    for (let left = 0; left < row.image_width; left += TILE_SIZE) {
      const w = Math.min(TILE_SIZE, row.image_width - left);
      const h = Math.min(TILE_SIZE, row.image_height - top);
      tiles.push({
        input: path.join(folder, `${left},${top},${w},${h}`, `${w},${h}`, '0', 'default.jpg'),
        left,
        top,
      });
    }
  const jpeg = await sharp({
    create: { width: row.image_width, height: row.image_height, channels: 3, background: '#ffffff' },
  })
    .composite(tiles)
    .jpeg({ quality: 90 })
    .toBuffer()
    .catch(() => {
      throw HttpError.notFound();
    });
  return {
    jpeg,
    filename: `${imageSlug(id, row.image_title, row.image_side)}.jpg`,
    access: row.image_access,
  };
}
