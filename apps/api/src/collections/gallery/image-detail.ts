import { birthBriefPath, type ImageDetail, imageSlug, recordPagePath } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { collectionVisible, seesMembersCollections, type Visibility } from '../search/visibility.ts';
import { IMAGE_COLUMNS, imageRow, imageSummary, imageViewable } from './image-summary.ts';

/** Who is asking: what they may see, and whether they are signed in (a refusal is 401 or 403). */
export type Reader = { visibility: Visibility; signedIn: boolean };

const detailRow = imageRow.extend({
  collection_id: z.coerce.number(),
  record_id: z.coerce.number().nullable(),
  brief_id: z.coerce.number().nullable(),
  citation: z.string(),
  source: z.string(),
});
const neighbourRows = z.array(
  z.object({
    which: z.enum(['previous', 'next']),
    id: z.coerce.number(),
    title: z.string(),
    side: z.enum(['front', 'back', 'page']),
  }),
);
const SIDE_LABELS = { front: 'front', back: 'back', page: 'scan' } as const;

/** Throws 404 for an unknown image or a collection the reader may not see, 401/403 for a members-only image. */
export function refuseUnlessViewable(access: 'public' | 'members', reader: Reader) {
  if (access === 'public' || seesMembersCollections(reader.visibility)) return;
  throw reader.signedIn ? HttpError.forbidden() : HttpError.unauthenticated();
}

/**
 * `GET /api/images/{id}`: an image the reader may see, its neighbours among the images of its
 * collection this reader may see (its set, in id order), its citation and the page it belongs to.
 */
export async function imageDetail(db: ApiDb, id: number, reader: Reader): Promise<ImageDetail> {
  const found = await db.execute(sql`
    SELECT ${IMAGE_COLUMNS}, c.id AS collection_id, i.record_id, b.id AS brief_id, c.citation, c.source
    FROM images i JOIN collections c ON c.id = i.collection_id
    LEFT JOIN birth_briefs b ON b.scan_image_id = i.id
    WHERE i.id = ${id} AND ${collectionVisible(reader.visibility, 'c')}`);
  if (found.rows.length === 0) throw HttpError.notFound();
  const row = detailRow.parse(found.rows[0]);
  refuseUnlessViewable(row.image_access, reader);
  const viewable = imageViewable(reader.visibility);
  const [neighbours, place] = await Promise.all([
    db.execute(sql`
      (SELECT 'previous' AS which, i.id, i.title, i.side::text AS side FROM images i JOIN collections c ON c.id = i.collection_id
        WHERE i.collection_id = ${row.collection_id} AND i.id < ${id} AND ${viewable} ORDER BY i.id DESC LIMIT 1)
      UNION ALL
      (SELECT 'next', i.id, i.title, i.side::text FROM images i JOIN collections c ON c.id = i.collection_id
        WHERE i.collection_id = ${row.collection_id} AND i.id > ${id} AND ${viewable} ORDER BY i.id LIMIT 1)`),
    db.execute(sql`
      SELECT count(*) FILTER (WHERE i.id <= ${id})::int AS position, count(*)::int AS count
      FROM images i JOIN collections c ON c.id = i.collection_id
      WHERE i.collection_id = ${row.collection_id} AND ${viewable}`),
  ]);
  const near = neighbourRows.parse(neighbours.rows);
  const neighbour = (which: 'previous' | 'next') => {
    const hit = near.find((n) => n.which === which);
    return hit ? { slug: imageSlug(hit.id, hit.title, hit.side), title: hit.title, side: hit.side } : null;
  };
  const counts = z.object({ position: z.coerce.number(), count: z.coerce.number() }).parse(place.rows[0]);
  const image = imageSummary(row, reader.visibility);
  const collection = { uid: row.collection_uid, kind: row.collection_kind };
  const sourcePage =
    row.brief_id !== null ? birthBriefPath(row.brief_id) : recordPagePath(collection, row.record_id);
  const described = [row.collection_title, row.image_title, SIDE_LABELS[row.image_side]]
    .filter(Boolean)
    .join(', ');
  return {
    image,
    citation: `${row.citation || row.source || row.collection_title}. ${described}. Image ${row.image_id}.`,
    sourcePage,
    set: {
      title: row.collection_title,
      position: counts.position,
      count: counts.count,
      previous: neighbour('previous'),
      next: neighbour('next'),
    },
  };
}
