import type { Pedigree, TreePersonSummary } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import type { TreeRefRow } from './tree-collection.ts';
import { personJson, personSummary } from './tree-people.ts';

const ancestorRow = z.object({ sosa: z.coerce.number(), person: z.unknown() });
type Ancestor = { sosa: number; person: TreePersonSummary };
const ancestors = (rows: unknown[]): Ancestor[] =>
  z
    .array(ancestorRow)
    .parse(rows)
    .map((row) => ({ sosa: row.sosa, person: personSummary(row.person) }));

/**
 * A family-tree person's ancestors by Sosa number, in one recursive query: up through the family
 * the person is a child of (a birth family before an adoptive or foster one), to its husband
 * (2n) and wife (2n+1). The walk stops at `generations`, so loops in bad data end too.
 */
async function treeAncestors(
  db: ApiDb,
  personId: number,
  generations: number,
  seesLiving: boolean,
): Promise<Ancestor[]> {
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
    SELECT a.sosa, ${personJson('p', seesLiving)} AS person
    FROM ancestors a JOIN people p ON p.id = a.person_id ORDER BY a.sosa`);
  return ancestors(result.rows);
}

const briefXref = /^(B\d+)-(\d+)$/;

/**
 * A birth-brief person's ancestors: the brief holds Sosa numbers 1–31 (`xref` `B{n}-{sosa}`), so
 * the person at brief number s has, at their own number r of generation g, the brief's
 * s·2^g + (r − 2^g).
 */
async function briefAncestors(
  db: ApiDb,
  tree: TreeRefRow,
  personId: number,
  generations: number,
): Promise<Ancestor[]> {
  const found = await db.execute(sql`SELECT xref FROM people WHERE id = ${personId}`);
  const match = briefXref.exec(z.object({ xref: z.string() }).parse(found.rows[0]).xref);
  if (!match) {
    const self = await db.execute(
      sql`SELECT 1 AS sosa, ${personJson('p', tree.sees_living)} AS person FROM people p WHERE p.id = ${personId}`,
    );
    return ancestors(self.rows);
  }
  const [, brief, start] = match;
  const base = Number(start);
  const xrefs = new Map<string, number>();
  for (let sosa = 1; sosa < 2 ** generations; sosa++) {
    const generation = Math.floor(Math.log2(sosa));
    xrefs.set(`${brief}-${base * 2 ** generation + (sosa - 2 ** generation)}`, sosa);
  }
  const result = await db.execute(sql`
    SELECT p.xref, ${personJson('p', tree.sees_living)} AS person FROM people p
    WHERE p.collection_id = ${tree.id} AND p.xref = ANY(${`{${[...xrefs.keys()].join(',')}}`}::text[])`);
  return z
    .array(z.object({ xref: z.string(), person: z.unknown() }))
    .parse(result.rows)
    .map((row) => ({ sosa: xrefs.get(row.xref)!, person: personSummary(row.person) }))
    .sort((a, b) => a.sosa - b.sosa);
}

/**
 * Pedigree collapse: a person met again at a higher number (cousins who married) is shown once in
 * full, and again only as "see n", without repeating their ancestors.
 */
export function collapsePedigree(found: readonly Ancestor[]): Pedigree['slots'] {
  const first = new Map<number, number>();
  const cut = new Set<number>();
  const slots: Pedigree['slots'] = [];
  for (const { person, sosa } of [...found].sort((a, b) => a.sosa - b.sosa)) {
    if (sosa > 1 && cut.has(Math.floor(sosa / 2))) {
      cut.add(sosa);
      continue;
    }
    const seen = first.get(person.id);
    if (seen === undefined) first.set(person.id, sosa);
    else cut.add(sosa);
    slots.push({ sosa, person, repeatOf: seen ?? null });
  }
  return slots;
}

/** A person's pedigree of `generations` (the person is generation 1), as the reader may see it: one query. */
export async function pedigreeOf(
  db: ApiDb,
  tree: TreeRefRow,
  personId: number,
  generations: number,
): Promise<Pedigree> {
  const found =
    tree.kind === 'birth_briefs'
      ? await briefAncestors(db, tree, personId, generations)
      : await treeAncestors(db, personId, generations, tree.sees_living);
  return { generations, slots: collapsePedigree(found) };
}
