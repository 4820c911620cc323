import type { TreeDescendant } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import type { Visibility } from '../search/visibility.ts';
import { loadPeople } from './tree-people.ts';

/** The most descendants one view lists (a large family stays a readable page). */
export const MAX_DESCENDANTS = 400;

const descendantRow = z.object({
  person_id: z.coerce.number(),
  parent_id: z.coerce.number().nullable(),
  generation: z.coerce.number(),
  spouses: z.array(z.coerce.number()),
});

/**
 * A person's descendants to `generations` below, in one recursive query: down through the families
 * the person is husband or wife of (`families_husband_idx`/`families_wife_idx`), children in their
 * family's order; a person already on the path is not followed again (loops in bad data).
 */
export async function descendantsOf(
  db: ApiDb,
  personId: number,
  generations: number,
  visibility: Visibility,
): Promise<TreeDescendant[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE down(person_id, parent_id, generation, path, sort_key) AS (
      SELECT ${personId}::int, NULL::int, 0, ARRAY[${personId}::int], ARRAY[]::int[]
      UNION ALL
      SELECT child.child_id, d.person_id, d.generation + 1, d.path || child.child_id,
        d.sort_key || child.n::int
      FROM down d
      CROSS JOIN LATERAL (
        SELECT fc.child_id, row_number() OVER (ORDER BY f.id, fc.position NULLS LAST, fc.child_id) AS n
        FROM (SELECT id FROM families WHERE husband_id = d.person_id
              UNION ALL SELECT id FROM families WHERE wife_id = d.person_id) f
        JOIN family_children fc ON fc.family_id = f.id
      ) child
      WHERE d.generation < ${generations} AND NOT child.child_id = ANY(d.path)
    )
    SELECT d.person_id, d.parent_id, d.generation,
      ARRAY(SELECT CASE WHEN f.husband_id = d.person_id THEN f.wife_id ELSE f.husband_id END
            FROM families f WHERE (f.husband_id = d.person_id OR f.wife_id = d.person_id)
              AND coalesce(f.husband_id, 0) <> coalesce(f.wife_id, 0)
              AND (CASE WHEN f.husband_id = d.person_id THEN f.wife_id ELSE f.husband_id END) IS NOT NULL
            ORDER BY f.id) AS spouses
    FROM down d ORDER BY d.sort_key LIMIT ${MAX_DESCENDANTS}`);
  const rows = z.array(descendantRow).parse(result.rows);
  const people = await loadPeople(
    db,
    rows.flatMap((row) => [row.person_id, ...row.spouses]),
    visibility,
  );
  return rows.map((row) => ({
    person: people.get(row.person_id)!,
    parentId: row.parent_id,
    generation: row.generation,
    spouses: row.spouses.map((id) => people.get(id)!),
  }));
}
