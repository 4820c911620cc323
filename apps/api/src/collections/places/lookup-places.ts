import type { PlaceLookup } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';

export const PLACE_LOOKUP_LIMIT = 20;
const rows = z.array(
  z.object({
    id: z.coerce.number(),
    name: z.string(),
    kind: z.string(),
    parents: z.array(z.object({ id: z.coerce.number(), name: z.string(), kind: z.string() })),
  }),
);

/** `GET /api/places?name=…`: places whose name starts with `name`, each with its parents (nearest first). */
export async function lookupPlaces(db: ApiDb, name: string): Promise<PlaceLookup> {
  const prefix = `${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    SELECT p.id, p.name, p.kind::text AS kind, coalesce((
      WITH RECURSIVE up(id, parent_id, depth) AS (
        SELECT q.id, q.parent_id, 0 FROM places q WHERE q.id = p.parent_id
        UNION ALL SELECT q.id, q.parent_id, up.depth + 1 FROM up JOIN places q ON q.id = up.parent_id WHERE up.depth < 10)
      SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'kind', x.kind) ORDER BY up.depth)
      FROM up JOIN places x ON x.id = up.id), '[]'::json) AS parents
    FROM places p WHERE lower(p.name) LIKE ${prefix}
    ORDER BY lower(p.name), p.id LIMIT ${PLACE_LOOKUP_LIMIT}`);
  return { places: rows.parse(result.rows) };
}
