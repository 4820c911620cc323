import type { ImageGallery } from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { collectionVisible, type Visibility } from '../search/visibility.ts';
import { IMAGE_COLUMNS, imageRow, imageSummary } from './image-summary.ts';

export const GALLERY_PAGE_SIZE = 24;

export type GalleryFilter = {
  collection?: string;
  side?: 'front' | 'back' | 'page';
  /** Words of the title (a name on a card, a brief's number). */
  q?: string;
  page: number;
};

const countRows = z.array(
  z.object({
    uid: z.string(),
    title: z.string(),
    kind: imageRow.shape.collection_kind,
    access: z.enum(['public', 'members']),
    count: z.coerce.number(),
  }),
);

/**
 * `GET /api/images`: the gallery, newest collections' images in id order, filtered by collection,
 * side and title words. Members-only images of public collections are listed to everyone (as not
 * viewable, so the page can say they are for members); members-only collections only to members.
 */
export async function listImages(
  db: ApiDb,
  filter: GalleryFilter,
  visibility: Visibility,
): Promise<ImageGallery> {
  const where: SQL[] = [collectionVisible(visibility, 'c')];
  if (filter.collection) where.push(sql`c.uid = ${filter.collection}`);
  if (filter.side) where.push(sql`i.side = ${filter.side}`);
  if (filter.q)
    for (const word of filter.q.trim().split(/\s+/).slice(0, 5))
      where.push(sql`i.title ILIKE ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const condition = sql.join(where, sql` AND `);
  const offset = (filter.page - 1) * GALLERY_PAGE_SIZE;
  const [page, total, collections] = await Promise.all([
    db.execute(sql`SELECT ${IMAGE_COLUMNS} FROM images i JOIN collections c ON c.id = i.collection_id
      WHERE ${condition} ORDER BY i.id LIMIT ${GALLERY_PAGE_SIZE} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM images i JOIN collections c ON c.id = i.collection_id
      WHERE ${condition}`),
    db.execute(sql`SELECT c.uid, c.title, c.kind::text AS kind, c.access::text AS access, count(*)::int AS count
      FROM images i JOIN collections c ON c.id = i.collection_id
      WHERE ${collectionVisible(visibility, 'c')} GROUP BY c.id ORDER BY c.title`),
  ]);
  return {
    total: z.coerce.number().parse(total.rows[0]?.n ?? 0),
    page: filter.page,
    pageSize: GALLERY_PAGE_SIZE,
    images: z
      .array(imageRow)
      .parse(page.rows)
      .map((row) => imageSummary(row, visibility)),
    collections: countRows.parse(collections.rows),
  };
}
