import {
  DESCENDANT_GENERATIONS,
  PERSON_PAGE_GENERATIONS,
  type TreePersonDetail,
  type TreePersonSummary,
  type TreePlaceFact,
} from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { collectionVisible, seesLivingOf, type Visibility } from '../search/visibility.ts';
import { descendantsOf } from './descendants.ts';
import { factLabel } from './fact-labels.ts';
import { pedigreeOf } from './pedigree.ts';
import { treeRef, treeRefRow } from './tree-collection.ts';
import { byName, personColumns, personJson, personSummary } from './tree-people.ts';

const eventSchema = z.object({
  tag: z.string(),
  type: z.string().optional(),
  value: z.string().optional(),
  date: z.string().optional(),
  place: z.string().optional(),
  /** RESN confidential or privacy on the event (or its family): shown only to who sees living people. */
  private: z.boolean().optional(),
});
const detailsSchema = z.object({
  // An empty name is stored without `full` (imports before empty NAMEs were left out).
  names: z.array(z.object({ full: z.string().default(''), type: z.string().optional() })).default([]),
  events: z.array(eventSchema).default([]),
  sources: z.array(z.string()).default([]),
  notes: z.array(z.string()).default([]),
  noteRefs: z.array(z.string()).default([]),
  // Birth-brief people keep their birth place here.
  birthPlace: z.string().optional(),
});
const parentsRow = z.object({
  pedigree: z.string().nullable(),
  father: z.unknown(),
  mother: z.unknown(),
  children: z.array(z.unknown()),
});
const familyRow = z.object({
  details: z
    .object({ events: z.array(eventSchema).default([]), private: z.boolean().optional() })
    .passthrough(),
  spouse: z.unknown(),
  children: z.array(z.unknown()),
});
const recordRow = z.object({ kind: z.string(), xref: z.string(), data: z.record(z.string(), z.unknown()) });

const fact = (event: z.infer<typeof eventSchema>): TreePlaceFact => ({
  label: factLabel(event.tag, event.type),
  date: event.date ?? null,
  place: event.place ?? null,
  value: event.value && event.value !== 'Y' ? event.value : null,
});
const MARRIAGE = new Set(['MARR', 'MARB', 'MARL', 'MARC', 'ENGA']);
const orNull = (raw: unknown): TreePersonSummary | null => (raw === null ? null : personSummary(raw));
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A family's children in the family's order, as JSON people (the family's alias is `f`). */
const childrenJson = (seesLiving: boolean) => sql`ARRAY(
  SELECT ${personJson('k', seesLiving)} FROM family_children fk JOIN people k ON k.id = fk.child_id
  WHERE fk.family_id = f.id ORDER BY fk.position NULLS LAST, fk.child_id)`;

/**
 * `GET /api/trees/people/{id}`: one person with names, facts, sources, notes, family, a pedigree of
 * `PERSON_PAGE_GENERATIONS` and descendants, in two rounds of queries (the person and their tree,
 * then five statements at once, each returning people ready to show). A living person the reader
 * may not see answers with the name withheld and nothing else.
 */
export async function personDetail(
  db: ApiDb,
  personId: number,
  visibility: Visibility,
): Promise<TreePersonDetail> {
  const found = await db.execute(sql`
    SELECT c.id AS tree_id, c.uid, c.title, c.kind::text AS kind, c.access::text AS access,
      ${seesLivingOf(visibility, 'c')} AS sees_living, p.details, ${personColumns(visibility)}
    FROM people p JOIN collections c ON c.id = p.collection_id
    WHERE p.id = ${personId} AND ${collectionVisible(visibility, 'c')}`);
  if (found.rows.length === 0) throw HttpError.notFound();
  const row = found.rows[0] as Record<string, unknown>;
  const tree = treeRefRow.parse({ ...row, id: row.tree_id });
  const self = personSummary(row);
  if (self.withheld) {
    return {
      person: self,
      tree: treeRef(tree),
      ...{ names: [], facts: [], sources: [], notes: [], parents: [], families: [], siblings: [] },
      pedigree: { generations: 1, slots: [] },
      descendants: [],
    };
  }
  const details = detailsSchema.parse(row.details);
  const seesLiving = tree.sees_living;
  const refs = [...details.sources, ...details.noteRefs];
  const [parentResult, familyResult, records, pedigree, descendants] = await Promise.all([
    db.execute(sql`
      SELECT fc.pedigree::text AS pedigree, ${personJson('h', seesLiving)} AS father,
        ${personJson('w', seesLiving)} AS mother, ${childrenJson(seesLiving)} AS children
      FROM family_children fc JOIN families f ON f.id = fc.family_id
      LEFT JOIN people h ON h.id = f.husband_id LEFT JOIN people w ON w.id = f.wife_id
      WHERE fc.child_id = ${personId}
      ORDER BY (fc.pedigree IS NULL OR fc.pedigree = 'birth') DESC, f.id`),
    db.execute(sql`
      SELECT f.details, ${personJson('s', seesLiving)} AS spouse, ${childrenJson(seesLiving)} AS children
      FROM (SELECT * FROM families WHERE husband_id = ${personId}
            UNION ALL
            SELECT * FROM families WHERE wife_id = ${personId} AND husband_id IS DISTINCT FROM ${personId}) f
      LEFT JOIN people s ON s.id = CASE WHEN f.husband_id = ${personId} THEN f.wife_id ELSE f.husband_id END
      ORDER BY f.id`),
    refs.length === 0
      ? Promise.resolve({ rows: [] })
      : db.execute(sql`SELECT kind::text AS kind, xref, data FROM tree_records
          WHERE collection_id = ${tree.id} AND xref IN (SELECT jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb))`),
    pedigreeOf(db, tree, personId, PERSON_PAGE_GENERATIONS),
    tree.kind === 'family_tree'
      ? descendantsOf(db, personId, DESCENDANT_GENERATIONS, seesLiving)
      : Promise.resolve([]),
  ]);
  const parents = z.array(parentsRow).parse(parentResult.rows);
  const families = z.array(familyRow).parse(familyResult.rows);
  const byXref = new Map(
    z
      .array(recordRow)
      .parse(records.rows)
      .map((r) => [r.xref, r]),
  );
  const siblings = new Map<number, TreePersonSummary>();
  for (const family of parents)
    for (const child of family.children.map(personSummary))
      if (child.id !== personId) siblings.set(child.id, child);
  // RESN on an event or a family hides it as a living person is hidden.
  const shownEvent = (event: z.infer<typeof eventSchema>) => seesLiving || !event.private;
  const facts = details.events.filter(shownEvent).map(fact);
  if (details.birthPlace && facts.length === 0)
    facts.push({ label: 'Birth', date: null, place: details.birthPlace, value: null });
  return {
    person: self,
    tree: treeRef(tree),
    names: details.names.flatMap((name) => (name.full ? [{ full: name.full, type: name.type ?? null }] : [])),
    facts,
    sources: details.sources.flatMap((xref) => {
      const record = byXref.get(xref);
      if (record?.kind !== 'source') return [];
      const title = text(record.data.title) ?? text(record.data.abbreviation) ?? xref;
      return [{ xref, title, author: text(record.data.author), publication: text(record.data.publication) }];
    }),
    notes: [
      ...details.notes,
      ...details.noteRefs.flatMap((xref) => {
        const note = text(byXref.get(xref)?.data.text);
        return note ? [note] : [];
      }),
    ],
    parents: parents.map((family) => ({
      father: orNull(family.father),
      mother: orNull(family.mother),
      relationship: family.pedigree && family.pedigree !== 'birth' ? family.pedigree : null,
    })),
    families: families.map((family) => {
      const shown = seesLiving || !family.details.private;
      const marriage = shown
        ? family.details.events.find((event) => MARRIAGE.has(event.tag) && shownEvent(event))
        : undefined;
      return {
        spouse: orNull(family.spouse),
        marriage: marriage ? fact(marriage) : null,
        children: family.children.map(personSummary),
      };
    }),
    siblings: [...siblings.values()].sort(byName),
    pedigree,
    descendants,
  };
}
