import type { TreeDescendant } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { personJson, personSummary } from './tree-people.ts';

/** The most descendants one view lists (a large family stays a readable page). */
export const MAX_DESCENDANTS = 400;

const descendantRow = z.object({
  person: z.unknown(),
  parent_id: z.coerce.number().nullable(),
  generation: z.coerce.number(),
  spouses: z.array(z.unknown()),
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
  seesLiving: boolean,
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
    SELECT ${personJson('p', seesLiving)} AS person, d.parent_id, d.generation,
      ARRAY(SELECT ${personJson('s', seesLiving)}
            FROM families f JOIN people s ON s.id = CASE WHEN f.husband_id = d.person_id THEN f.wife_id ELSE f.husband_id END
            WHERE (f.husband_id = d.person_id OR f.wife_id = d.person_id) AND s.id <> d.person_id
            ORDER BY f.id) AS spouses
    FROM down d JOIN people p ON p.id = d.person_id ORDER BY d.sort_key LIMIT ${MAX_DESCENDANTS}`);
  return z
    .array(descendantRow)
    .parse(result.rows)
    .map((row) => ({
      person: personSummary(row.person),
      parentId: row.parent_id,
      generation: row.generation,
      spouses: row.spouses.map(personSummary),
    }));
}
