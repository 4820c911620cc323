import { COLLECTION_KINDS, type ImageSummary, imageSlug } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { seesMembersCollections, type Visibility } from '../search/visibility.ts';

/** The columns `imageSummary` reads, from `images i JOIN collections c`. */
export const IMAGE_COLUMNS = sql.raw(`i.id AS image_id, i.title AS image_title, i.side::text AS image_side,
  i.width AS image_width, i.height AS image_height, i.allow_download AS image_allow_download,
  CASE WHEN i.access = 'members' OR c.access = 'members' THEN 'members' ELSE 'public' END AS image_access,
  c.uid AS collection_uid, c.title AS collection_title, c.kind::text AS collection_kind,
  c.access::text AS collection_access`);

export const imageRow = z.object({
  image_id: z.coerce.number(),
  image_title: z.string(),
  image_side: z.enum(['front', 'back', 'page']),
  image_width: z.coerce.number(),
  image_height: z.coerce.number(),
  image_allow_download: z.boolean(),
  image_access: z.enum(['public', 'members']),
  collection_uid: z.string(),
  collection_title: z.string(),
  collection_kind: z.enum(COLLECTION_KINDS),
  collection_access: z.enum(['public', 'members']),
});

/** Images a reader may see: members see every one; others the public images of public collections. */
export const imageViewable = (visibility: Visibility, image = 'i', collection = 'c') =>
  seesMembersCollections(visibility)
    ? sql`true`
    : sql.raw(`(${image}.access = 'public' AND ${collection}.access = 'public')`);

/** An image as the api lists it; `viewable` says whether this reader may open its tiles. */
export function imageSummary(row: z.infer<typeof imageRow>, visibility: Visibility): ImageSummary {
  return {
    id: row.image_id,
    slug: imageSlug(row.image_id, row.image_title, row.image_side),
    title: row.image_title,
    side: row.image_side,
    width: row.image_width,
    height: row.image_height,
    access: row.image_access,
    allowDownload: row.image_allow_download,
    viewable: seesMembersCollections(visibility) || row.image_access === 'public',
    collection: {
      uid: row.collection_uid,
      title: row.collection_title,
      kind: row.collection_kind,
      access: row.collection_access,
    },
  };
}

/** An image summary from a row whose image columns may all be null (a LEFT JOIN with no image). */
export function optionalImageSummary(
  row: Record<string, unknown>,
  visibility: Visibility,
): ImageSummary | null {
  return row.image_id === null || row.image_id === undefined
    ? null
    : imageSummary(imageRow.parse(row), visibility);
}
