import { sql } from 'drizzle-orm';
import type { ApiDb } from '../../api-db.ts';
import { internNames } from '../intern-names.ts';

export type VariantKind = 'forename' | 'surname';
/** A headword and the spellings that search treats as the same name (the headword included). */
export type VariantGroup = { label: string; names: readonly string[] };

/**
 * Adds groups to `name_variant_groups` (found by kind and headword, case-insensitively, so a
 * re-import adds members rather than duplicates) and their names to the dictionary. Answers the
 * number of group memberships written that were new.
 */
export async function storeVariantGroups(
  db: ApiDb,
  kind: VariantKind,
  groups: readonly VariantGroup[],
): Promise<number> {
  const pairs = groups.flatMap((group) =>
    [...new Set([group.label, ...group.names])].map((name) => ({ label: group.label, name })),
  );
  let added = 0;
  for (let start = 0; start < pairs.length; start += 5_000) {
    const chunk = pairs.slice(start, start + 5_000);
    const ids = await internNames(
      db,
      chunk.map((pair) => pair.name),
    );
    const input = chunk.map((pair, index) => ({ label: pair.label, name_id: ids[index] }));
    const result = await db.execute(sql`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS t(label text, name_id int)
      ),
      groups AS (
        INSERT INTO name_variant_groups (kind, label)
        SELECT DISTINCT ON (lower(label)) ${kind}::name_variant_kind, label FROM input ORDER BY lower(label), label
        ON CONFLICT (kind, lower(label)) DO UPDATE SET updated_at = now()
        RETURNING id, label
      )
      INSERT INTO name_variant_members (group_id, name_id)
      SELECT DISTINCT g.id, i.name_id FROM input i JOIN groups g ON lower(g.label) = lower(i.label)
      ON CONFLICT DO NOTHING`);
    added += result.rowCount ?? 0;
  }
  return added;
}
