import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../../api-db.ts';
import { discardImage, imageFolder } from '../../images/store-image.ts';
import type { ImportWarning } from '../importer.ts';
import type { ImportRow } from './import-job-store.ts';

/** What staff read on an import finished from an earlier attempt's stored rows. */
export const EARLIER_ATTEMPT_WARNING =
  'The api stopped just after this import was stored; its rows are counted here, its warnings were not kept.';

export type StoredCounts = {
  collectionId: number | null;
  records: number;
  people: number;
  families: number;
  nameOccurrences: number;
  images: number;
  warnings: ImportWarning[];
  warningCount: number;
};

const recordCounts = z.object({
  collection_id: z.coerce.number().nullable(),
  records: z.coerce.number(),
  names: z.coerce.number(),
});
const imageRows = z.array(z.object({ id: z.coerce.number(), collection_id: z.coerce.number() }));

/**
 * Before an import runs again (the api stopped while it was marked running), what an earlier
 * attempt already stored. Its rows are committed in one transaction and the job row marked done
 * after, so an api stopped between the two left the data in place: running the file again would
 * store a second copy of a record set or an image. Record sets and name indexes are found by their
 * rows' `import_id`, an image by its row with its tiles in place (a row without them is an attempt
 * cut off while tiling: removed here, so the file is tiled again). A family tree replaces its tree
 * and name variants and places merge, so running those again stores nothing twice: null for them.
 */
export async function earlierAttempt(
  db: ApiDb,
  imagesDir: string,
  row: ImportRow,
): Promise<StoredCounts | null> {
  if (row.attempts <= 1) return null;
  const none = {
    collectionId: row.collectionId,
    records: 0,
    people: 0,
    families: 0,
    nameOccurrences: 0,
    images: 0,
  };
  const noted = { warnings: [{ line: null, message: EARLIER_ATTEMPT_WARNING }], warningCount: 1 };
  if (row.kind === 'records' || row.kind === 'index') {
    const counted = recordCounts.parse(
      (
        await db.execute(sql`
          SELECT min(r.collection_id) AS collection_id, count(DISTINCT r.id) AS records, count(o.id) AS names
          FROM records r LEFT JOIN name_occurrences o ON o.record_id = r.id
          WHERE r.import_id = ${row.id}`)
      ).rows[0],
    );
    if (counted.records === 0) return null;
    return {
      ...none,
      collectionId: counted.collection_id,
      records: counted.records,
      nameOccurrences: counted.names,
      ...noted,
    };
  }
  if (row.kind === 'images') {
    const stored = imageRows.parse(
      (await db.execute(sql`SELECT id, collection_id FROM images WHERE import_id = ${row.id}`)).rows,
    );
    // An image's folder is moved into place whole, once its tiles are written.
    const whole = stored.find((image) => existsSync(imageFolder(imagesDir, image.id)));
    if (whole) return { ...none, collectionId: whole.collection_id, images: 1, ...noted };
    for (const image of stored) await discardImage(db, imagesDir, image.id);
  }
  return null;
}
