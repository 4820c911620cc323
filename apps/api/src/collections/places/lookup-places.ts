import type { PlaceLookup } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { namedPlaces, placeWords } from './place-words.ts';

export const PLACE_LOOKUP_LIMIT = 20;
const rows = z.array(
  z.object({
    id: z.coerce.number(),
    name: z.string(),
    kind: z.string(),
    parents: z.array(z.object({ id: z.coerce.number(), name: z.string(), kind: z.string() })),
  }),
);

/**
 * `GET /api/places?name=…`: places with a word starting with `name` ("ash" finds Ashcombe Regis and
 * Little Ashby), those whose name starts so first, each with its parents (nearest first).
 */
export async function lookupPlaces(db: ApiDb, name: string): Promise<PlaceLookup> {
  const result = await db.execute(sql`
    SELECT p.id, p.name, p.kind::text AS kind, coalesce((
      WITH RECURSIVE up(id, parent_id, depth) AS (
        SELECT q.id, q.parent_id, 0 FROM places q WHERE q.id = p.parent_id
        UNION ALL SELECT q.id, q.parent_id, up.depth + 1 FROM up JOIN places q ON q.id = up.parent_id WHERE up.depth < 10)
      SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'kind', x.kind) ORDER BY up.depth)
      FROM up JOIN places x ON x.id = up.id), '[]'::json) AS parents
    FROM places p WHERE p.id IN (${namedPlaces(name)})
    ORDER BY ${placeWords(sql`p.name`)} LIKE ${placeWords(sql`${name}`)} || '%' DESC, lower(p.name), p.id
    LIMIT ${PLACE_LOOKUP_LIMIT}`);
  return { places: rows.parse(result.rows) };
}
