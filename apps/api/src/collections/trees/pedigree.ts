import type { Pedigree, PedigreeSlot } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import type { Visibility } from '../search/visibility.ts';
import type { TreeRefRow } from './tree-collection.ts';
import { loadPeople } from './tree-people.ts';

const ancestorRow = z.object({ person_id: z.coerce.number(), sosa: z.coerce.number() });
type Ancestor = z.infer<typeof ancestorRow>;

/**
 * A family-tree person's ancestors by Sosa number, in one recursive query: up through the family
 * the person is a child of (a birth family before an adoptive or foster one), to its husband
 * (2n) and wife (2n+1). The walk stops at `generations`, so loops in bad data end too.
 */
async function treeAncestors(db: ApiDb, personId: number, generations: number): Promise<Ancestor[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE ancestors(person_id, sosa, generation) AS (
      SELECT ${personId}::int, 1::bigint, 1
      UNION ALL
      SELECT parent.id, a.sosa * 2 + parent.side, a.generation + 1
      FROM ancestors a
      CROSS JOIN LATERAL (
        SELECT f.husband_id, f.wife_id FROM family_children fc JOIN families f ON f.id = fc.family_id
        WHERE fc.child_id = a.person_id
        ORDER BY (fc.pedigree IS NULL OR fc.pedigree = 'birth') DESC, fc.family_id
        LIMIT 1
      ) family
      CROSS JOIN LATERAL (VALUES (family.husband_id, 0), (family.wife_id, 1)) AS parent(id, side)
      WHERE a.generation < ${generations} AND parent.id IS NOT NULL
    )
    SELECT person_id, sosa FROM ancestors ORDER BY sosa`);
  return z.array(ancestorRow).parse(result.rows);
}

const briefXref = /^(B\d+)-(\d+)$/;

/**
 * A birth-brief person's ancestors: the brief holds Sosa numbers 1–31 (`xref` `B{n}-{sosa}`), so
 * the person at brief number s has, at their own number r of generation g, the brief's
 * s·2^g + (r − 2^g).
 */
async function briefAncestors(
  db: ApiDb,
  collectionId: number,
  personId: number,
  generations: number,
): Promise<Ancestor[]> {
  const found = await db.execute(sql`SELECT xref FROM people WHERE id = ${personId}`);
  const match = briefXref.exec(z.object({ xref: z.string() }).parse(found.rows[0]).xref);
  if (!match) return [{ person_id: personId, sosa: 1 }];
  const [, brief, start] = match;
  const base = Number(start);
  const xrefs = new Map<string, number>();
  for (let sosa = 1; sosa < 2 ** generations; sosa++) {
    const generation = Math.floor(Math.log2(sosa));
    xrefs.set(`${brief}-${base * 2 ** generation + (sosa - 2 ** generation)}`, sosa);
  }
  const result = await db.execute(sql`
    SELECT id, xref FROM people WHERE collection_id = ${collectionId}
      AND xref = ANY(${`{${[...xrefs.keys()].join(',')}}`}::text[])`);
  return z
    .array(z.object({ id: z.coerce.number(), xref: z.string() }))
    .parse(result.rows)
    .map((row) => ({ person_id: row.id, sosa: xrefs.get(row.xref)! }))
    .sort((a, b) => a.sosa - b.sosa);
}

/**
 * Pedigree collapse: a person met again at a higher number (cousins who married) is shown once in
 * full, and again only as "see n", without repeating their ancestors.
 */
export function collapsePedigree(
  ancestors: readonly Ancestor[],
): { sosa: number; personId: number; repeatOf: number | null }[] {
  const first = new Map<number, number>();
  const cut = new Set<number>();
  const slots: { sosa: number; personId: number; repeatOf: number | null }[] = [];
  for (const { person_id: personId, sosa } of [...ancestors].sort((a, b) => a.sosa - b.sosa)) {
    const child = Math.floor(sosa / 2);
    if (sosa > 1 && cut.has(child)) {
      cut.add(sosa);
      continue;
    }
    const seen = first.get(personId);
    if (seen === undefined) first.set(personId, sosa);
    else cut.add(sosa);
    slots.push({ sosa, personId, repeatOf: seen ?? null });
  }
  return slots;
}

/** A person's pedigree of `generations` (the person is generation 1), as the reader may see it. */
export async function pedigreeOf(
  db: ApiDb,
  tree: TreeRefRow,
  personId: number,
  generations: number,
  visibility: Visibility,
): Promise<Pedigree> {
  const ancestors =
    tree.kind === 'birth_briefs'
      ? await briefAncestors(db, tree.id, personId, generations)
      : await treeAncestors(db, personId, generations);
  const collapsed = collapsePedigree(ancestors);
  const people = await loadPeople(
    db,
    collapsed.map((slot) => slot.personId),
    visibility,
  );
  const slots: PedigreeSlot[] = collapsed.map(({ sosa, personId: id, repeatOf }) => ({
    sosa,
    person: people.get(id)!,
    repeatOf,
  }));
  return { generations, slots };
}
