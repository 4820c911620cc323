import type pg from 'pg';

export type PlaceKind = 'country' | 'county' | 'district' | 'parish' | 'place';
/** One level of a place, from the widest (country) down. */
export type PlaceLevel = { kind: PlaceKind; name: string; code?: string };

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Finds or creates places by their path (England › Kent › Northfield St Mary) and remembers the
 * ids, so a load asks the database once per distinct place.
 */
export class PlaceResolver {
  private readonly ids = new Map<string, number>();

  constructor(private readonly db: Queryable) {}

  async resolve(path: readonly PlaceLevel[]): Promise<number | null> {
    let parentId: number | null = null;
    let key = '';
    for (const level of path) {
      const name = level.name.trim();
      if (!name) continue;
      key += `\u0000${level.kind}:${name.toLowerCase()}`;
      const known = this.ids.get(key);
      if (known !== undefined) {
        parentId = known;
        continue;
      }
      const result: pg.QueryResult<{ id: number }> = await this.db.query(
        `INSERT INTO places (parent_id, kind, name, code) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT places_parent_kind_name_key
         DO UPDATE SET code = CASE WHEN EXCLUDED.code <> '' THEN EXCLUDED.code ELSE places.code END
         RETURNING id`,
        [parentId, level.kind, name, level.code?.trim() ?? ''],
      );
      parentId = result.rows[0]?.id ?? null;
      if (parentId === null) return null;
      this.ids.set(key, parentId);
    }
    return parentId;
  }
}
