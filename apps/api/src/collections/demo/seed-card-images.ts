import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { storeImage } from '../images/store-image.ts';
import { demoCardImage } from './demo-card-image.ts';

const cardRows = z.array(
  z.object({
    id: z.coerce.number(),
    collection_id: z.coerce.number(),
    original: z.record(z.string(), z.string()),
  }),
);

/**
 * Front and back images for every memorial card of `uid` that has none yet (so a rerun finishes an
 * interrupted one). The front is public; the back, with the verse and the family's details, is for members.
 */
export async function seedCardImages(db: ApiDb, imagesDir: string, uid: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT r.id, r.collection_id, r.original FROM records r JOIN collections c ON c.id = r.collection_id
    WHERE c.uid = ${uid} AND NOT EXISTS (SELECT 1 FROM images i WHERE i.record_id = r.id)
    ORDER BY r.id`);
  const cards = cardRows.parse(result.rows);
  for (const card of cards)
    for (const side of ['front', 'back'] as const)
      await storeImage(db, imagesDir, {
        collectionId: card.collection_id,
        recordId: card.id,
        side,
        access: side === 'back' ? 'members' : 'public',
        title: card.original.Name ?? '',
        image: await demoCardImage(card.original, side),
      });
  return cards.length * 2;
}
