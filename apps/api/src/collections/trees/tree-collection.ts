import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { collectionVisible, seesLivingOf, type Visibility } from '../search/visibility.ts';

export const treeRefRow = z.object({
  id: z.coerce.number(),
  uid: z.string(),
  title: z.string(),
  kind: z.enum(['family_tree', 'birth_briefs']),
  access: z.enum(['public', 'members']),
  /** The reader sees this tree's living people (staff, or the tree's submitter). */
  sees_living: z.boolean(),
});
export type TreeRefRow = z.infer<typeof treeRefRow>;

export const treeRef = ({ uid, title, kind, access }: TreeRefRow) => ({ uid, title, kind, access });

/** The tree or birth-brief set a person belongs to, when the reader may see it; else 404. */
export async function personTree(db: ApiDb, personId: number, visibility: Visibility): Promise<TreeRefRow> {
  const result = await db.execute(sql`
    SELECT c.id, c.uid, c.title, c.kind::text AS kind, c.access::text AS access,
      ${seesLivingOf(visibility, 'c')} AS sees_living
    FROM people p JOIN collections c ON c.id = p.collection_id
    WHERE p.id = ${personId} AND ${collectionVisible(visibility, 'c')}`);
  if (result.rows.length === 0) throw HttpError.notFound();
  return treeRefRow.parse(result.rows[0]);
}
