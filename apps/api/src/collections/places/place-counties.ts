import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';

export type County = { id: number; name: string; code: string };
const rows = z.array(
  z.object({ start: z.coerce.number(), id: z.coerce.number(), name: z.string(), code: z.string() }),
);

/** The county each place lies in (a county is its own), walking the place hierarchy up. */
export async function placeCounties(db: ApiDb, placeIds: number[]): Promise<Map<number, County>> {
  const counties = new Map<number, County>();
  if (placeIds.length === 0) return counties;
  const result = await db.execute(sql`
    WITH RECURSIVE up(start, id, parent_id, kind, depth) AS (
      SELECT p.id, p.id, p.parent_id, p.kind, 0 FROM places p
      WHERE p.id = ANY(${`{${[...new Set(placeIds)].join(',')}}`}::int[])
      UNION ALL
      SELECT up.start, p.id, p.parent_id, p.kind, up.depth + 1 FROM up JOIN places p ON p.id = up.parent_id
      WHERE up.kind <> 'county' AND up.depth < 10)
    SELECT up.start, p.id, p.name, p.code FROM up JOIN places p ON p.id = up.id WHERE up.kind = 'county'`);
  for (const row of rows.parse(result.rows))
    counties.set(row.start, { id: row.id, name: row.name, code: row.code });
  return counties;
}

/** A county's value in search URLs and facets: its Chapman code, or its name when it has none. */
export const countyValue = (county: County) => county.code || county.name;
