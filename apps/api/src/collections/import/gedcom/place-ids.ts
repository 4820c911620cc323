import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ApiDb } from '../../../api-db.ts';

type PlaceKind = 'country' | 'county' | 'district' | 'parish' | 'place';

/** Jurisdictions count from the right of a PLAC value: "Parish, County, Country". */
const KINDS_FROM_RIGHT: PlaceKind[] = ['country', 'county', 'parish'];
const MAX_PART_LENGTH = 200;
const MAX_PARTS = 8;

type Level = { key: string; parentKey: string | null; kind: PlaceKind; name: string };

/**
 * The levels of a PLAC value, country first. Kinds go by position from the right (country, county,
 * parish, then place), so "Kent, England" is the same row on its own and inside "Ash, Kent, England";
 * a one-part value is a `place`. Empty jurisdictions (", , Kent, England") keep their position.
 */
export function placeLevels(text: string): Level[] {
  const parts = text.split(',').map((part) => part.replace(/\s+/g, ' ').trim());
  if (parts.length > MAX_PARTS || parts.some((part) => part.length > MAX_PART_LENGTH)) return [];
  const levels: Level[] = [];
  let parentKey: string | null = null;
  for (let fromRight = 0; fromRight < parts.length; fromRight++) {
    const name = parts[parts.length - 1 - fromRight] as string;
    if (name === '') continue;
    const kind: PlaceKind = parts.length === 1 ? 'place' : (KINDS_FROM_RIGHT[fromRight] ?? 'place');
    const key: string = `${parentKey ?? ''}\u0000${kind}\u0000${name}`;
    levels.push({ key, parentKey, kind, name });
    parentKey = key;
  }
  return levels;
}

const idRows = z.array(z.object({ ord: z.coerce.number().int(), id: z.coerce.number().int().nullable() }));

/**
 * Place ids for an import, creating the hierarchy (`parent_id`) as needed: one round trip per
 * jurisdiction level for a batch's new places, none for places seen lately. Each batch gets its
 * own answer (see `NameIds`). Like names, places
 * are shared reference data written outside the import's transaction (see `NameIds`).
 */
export class PlaceIds {
  private readonly byKey = new LRUCache<string, number>({ max: 100_000 });
  /** -1: the text has no usable place (empty or over-long parts). */
  private readonly byText = new LRUCache<string, number>({ max: 100_000 });

  constructor(private readonly db: ApiDb) {}

  /** The id of every place of `texts`, null for a text with no usable place. */
  async load(texts: Iterable<string>): Promise<ReadonlyMap<string, number | null>> {
    const found = new Map<string, number | null>();
    const missing = new Map<string, Level[]>();
    for (const text of texts) {
      if (found.has(text) || missing.has(text)) continue;
      const known = this.byText.get(text);
      if (known !== undefined) {
        found.set(text, known === -1 ? null : known);
        continue;
      }
      const levels = placeLevels(text);
      if (levels.every((level) => this.byKey.has(level.key))) found.set(text, this.remember(text, levels));
      else missing.set(text, levels);
    }
    for (let depth = 0; [...missing.values()].some((levels) => levels.length > depth); depth++) {
      const wanted = new Map<string, Level>();
      for (const levels of missing.values()) {
        const level = levels[depth];
        if (level && !this.byKey.has(level.key)) wanted.set(level.key, level);
      }
      // A place another import committed after this statement's snapshot comes back without an
      // id (as in internNames); it is visible to the next statement.
      for (let attempt = 0; attempt < 2 && wanted.size > 0; attempt++) {
        await this.upsert([...wanted.values()]);
        for (const key of wanted.keys()) if (this.byKey.has(key)) wanted.delete(key);
      }
      if (wanted.size > 0)
        throw new Error(`No place id for ${JSON.stringify([...wanted.values()][0]?.name)}`);
    }
    for (const [text, levels] of missing) found.set(text, this.remember(text, levels));
    return found;
  }

  private remember(text: string, levels: Level[]): number | null {
    const last = levels.at(-1);
    const id = last ? (this.byKey.get(last.key) ?? -1) : -1;
    this.byText.set(text, id);
    return id === -1 ? null : id;
  }

  private async upsert(levels: Level[]) {
    if (levels.length === 0) return;
    const input = levels.map((level, ord) => ({
      ord,
      parent: level.parentKey === null ? null : (this.byKey.get(level.parentKey) ?? null),
      kind: level.kind,
      name: level.name,
    }));
    const result = await this.db.execute(sql`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
          AS t(ord int, parent int, kind place_kind, name text)
      ),
      inserted AS (
        INSERT INTO places (parent_id, kind, name)
        SELECT parent, kind, name FROM input
        ON CONFLICT ON CONSTRAINT places_parent_kind_name_key DO NOTHING
        RETURNING id, parent_id, kind, name
      )
      SELECT i.ord, coalesce(ins.id, found.id) AS id
      FROM input i
      LEFT JOIN inserted ins
        ON ins.parent_id IS NOT DISTINCT FROM i.parent AND ins.kind = i.kind AND ins.name = i.name
      LEFT JOIN LATERAL (
        SELECT p.id FROM places p WHERE p.parent_id = i.parent AND p.kind = i.kind AND p.name = i.name
        UNION ALL
        SELECT p.id FROM places p
        WHERE i.parent IS NULL AND p.parent_id IS NULL AND p.kind = i.kind AND p.name = i.name
        LIMIT 1
      ) found ON true`);
    for (const row of idRows.parse(result.rows)) {
      if (row.id !== null) this.byKey.set((levels[row.ord] as Level).key, row.id);
    }
  }
}
