import type { TreeList, TreeSummary } from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { collectionVisible, personShown, seesLivingOf, type Visibility } from '../search/visibility.ts';

/** Surnames shown per tree on the list of trees. */
export const TREE_LIST_SURNAMES = 12;

const surnameCount = z.object({ surname: z.string(), count: z.coerce.number() });
export const treeRow = z.object({
  id: z.coerce.number(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  access: z.enum(['public', 'members']),
  source: z.string(),
  citation: z.string(),
  submitter: z.string().nullable(),
  person_count: z.coerce.number(),
  withheld_count: z.coerce.number(),
  family_count: z.coerce.number(),
  surnames: z.array(surnameCount),
});

/**
 * Trees with their submitter, counts and top surnames, counting only people the reader may see by
 * name (the counts `refreshCollectionCounts` keeps: all people, and those not living).
 */
export const treeSelect = (visibility: Visibility, where: SQL): SQL => sql`
  SELECT c.id, c.uid, c.title, c.description, c.access::text AS access, c.source, c.citation,
    u.name AS submitter,
    CASE WHEN ${seesLivingOf(visibility, 'c')} THEN c.person_count ELSE c.public_person_count END AS person_count,
    CASE WHEN ${seesLivingOf(visibility, 'c')} THEN 0 ELSE c.person_count - c.public_person_count END AS withheld_count,
    (SELECT count(*) FROM families f WHERE f.collection_id = c.id) AS family_count,
    coalesce((SELECT json_agg(json_build_object('surname', s.surname, 'count', s.n)) FROM (
      SELECT p.surname, count(*) AS n FROM people p
      WHERE p.collection_id = c.id AND p.surname <> '' AND ${personShown(visibility, 'p', 'c')}
      GROUP BY p.surname ORDER BY count(*) DESC, p.surname LIMIT ${TREE_LIST_SURNAMES}) s), '[]') AS surnames
  FROM collections c
  LEFT JOIN users u ON u.id = c.submitted_by
  WHERE c.kind = 'family_tree' AND ${collectionVisible(visibility, 'c')} AND ${where}`;

export const treeSummary = (row: z.infer<typeof treeRow>): TreeSummary => ({
  uid: row.uid,
  title: row.title,
  description: row.description,
  access: row.access,
  submitter: row.submitter,
  personCount: row.person_count,
  surnames: row.surnames,
});

/** `GET /api/trees`: every family tree the reader may see, by title. */
export async function listTrees(db: ApiDb, visibility: Visibility): Promise<TreeList> {
  const result = await db.execute(sql`${treeSelect(visibility, sql`true`)} ORDER BY c.title`);
  return { trees: z.array(treeRow).parse(result.rows).map(treeSummary) };
}
