import {
  DESCENDANT_GENERATIONS,
  PERSON_PAGE_GENERATIONS,
  type TreePersonDetail,
  type TreePlaceFact,
} from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Visibility } from '../search/visibility.ts';
import { descendantsOf } from './descendants.ts';
import { factLabel } from './fact-labels.ts';
import { pedigreeOf } from './pedigree.ts';
import { personTree, treeRef } from './tree-collection.ts';
import { byName, loadPeople } from './tree-people.ts';

const eventSchema = z.object({
  tag: z.string(),
  type: z.string().optional(),
  value: z.string().optional(),
  date: z.string().optional(),
  place: z.string().optional(),
});
const detailsSchema = z.object({
  names: z.array(z.object({ full: z.string(), type: z.string().optional() })).default([]),
  events: z.array(eventSchema).default([]),
  sources: z.array(z.string()).default([]),
  notes: z.array(z.string()).default([]),
  noteRefs: z.array(z.string()).default([]),
  // Birth-brief people keep their birth place here.
  birthPlace: z.string().optional(),
});
const familyRow = z.object({
  id: z.coerce.number(),
  husband_id: z.coerce.number().nullable(),
  wife_id: z.coerce.number().nullable(),
  details: z.object({ events: z.array(eventSchema).default([]) }).passthrough(),
  children: z.array(z.coerce.number()),
});
const parentRow = familyRow.extend({ pedigree: z.string().nullable() });

const fact = (event: z.infer<typeof eventSchema>): TreePlaceFact => ({
  label: factLabel(event.tag, event.type),
  date: event.date ?? null,
  place: event.place ?? null,
  value: event.value && event.value !== 'Y' ? event.value : null,
});

const MARRIAGE = new Set(['MARR', 'MARB', 'MARL', 'MARC', 'ENGA']);

/**
 * `GET /api/trees/people/{id}`: one person with names, facts, sources, notes, family, a pedigree of
 * `PERSON_PAGE_GENERATIONS` and descendants. A living person the reader may not see answers with
 * the name withheld and nothing else.
 */
export async function personDetail(
  db: ApiDb,
  personId: number,
  visibility: Visibility,
): Promise<TreePersonDetail> {
  const tree = await personTree(db, personId, visibility);
  const self = (await loadPeople(db, [personId], visibility)).get(personId);
  if (!self) throw HttpError.notFound();
  const empty = { names: [], facts: [], sources: [], notes: [], parents: [], families: [], siblings: [] };
  if (self.withheld) {
    return {
      person: self,
      tree: treeRef(tree),
      ...empty,
      pedigree: { generations: 1, slots: [] },
      descendants: [],
    };
  }
  const [found, parentResult, familyResult] = await Promise.all([
    db.execute(sql`SELECT details FROM people WHERE id = ${personId}`),
    db.execute(sql`
      SELECT f.id, f.husband_id, f.wife_id, f.details, fc.pedigree::text AS pedigree,
        ARRAY(SELECT c.child_id FROM family_children c WHERE c.family_id = f.id
              ORDER BY c.position NULLS LAST, c.child_id) AS children
      FROM family_children fc JOIN families f ON f.id = fc.family_id
      WHERE fc.child_id = ${personId} ORDER BY (fc.pedigree IS NULL OR fc.pedigree = 'birth') DESC, f.id`),
    db.execute(sql`
      SELECT f.id, f.husband_id, f.wife_id, f.details,
        ARRAY(SELECT c.child_id FROM family_children c WHERE c.family_id = f.id
              ORDER BY c.position NULLS LAST, c.child_id) AS children
      FROM families f WHERE f.husband_id = ${personId}
      UNION ALL
      SELECT f.id, f.husband_id, f.wife_id, f.details,
        ARRAY(SELECT c.child_id FROM family_children c WHERE c.family_id = f.id
              ORDER BY c.position NULLS LAST, c.child_id) AS children
      FROM families f WHERE f.wife_id = ${personId} AND f.husband_id IS DISTINCT FROM ${personId}
      ORDER BY id`),
  ]);
  const details = detailsSchema.parse(z.object({ details: z.unknown() }).parse(found.rows[0]).details);
  const parentFamilies = z.array(parentRow).parse(parentResult.rows);
  const ownFamilies = z.array(familyRow).parse(familyResult.rows);
  const refs = [...details.sources, ...details.noteRefs];
  const [records, people, pedigree, descendants] = await Promise.all([
    refs.length === 0
      ? Promise.resolve({ rows: [] })
      : db.execute(sql`SELECT kind::text AS kind, xref, data FROM tree_records
          WHERE collection_id = ${tree.id} AND xref IN (SELECT jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb))`),
    loadPeople(
      db,
      [
        ...parentFamilies.flatMap((f) => [f.husband_id, f.wife_id, ...f.children]),
        ...ownFamilies.flatMap((f) => [f.husband_id, f.wife_id, ...f.children]),
      ].filter((id): id is number => id !== null),
      visibility,
    ),
    pedigreeOf(db, tree, personId, PERSON_PAGE_GENERATIONS, visibility),
    tree.kind === 'family_tree'
      ? descendantsOf(db, personId, DESCENDANT_GENERATIONS, visibility)
      : Promise.resolve([]),
  ]);
  const byXref = new Map(
    z
      .array(z.object({ kind: z.string(), xref: z.string(), data: z.record(z.string(), z.unknown()) }))
      .parse(records.rows)
      .map((r) => [r.xref, r]),
  );
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const siblingIds = new Set(parentFamilies.flatMap((f) => f.children).filter((id) => id !== personId));
  const facts = details.events.map(fact);
  if (details.birthPlace && facts.length === 0)
    facts.push({ label: 'Birth', date: null, place: details.birthPlace, value: null });
  return {
    person: self,
    tree: treeRef(tree),
    names: details.names.map((name) => ({ full: name.full, type: name.type ?? null })),
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
    parents: parentFamilies.map((f) => ({
      father: person(f.husband_id),
      mother: person(f.wife_id),
      relationship: f.pedigree && f.pedigree !== 'birth' ? f.pedigree : null,
    })),
    families: ownFamilies.map((f) => {
      const marriage = f.details.events.find((event) => MARRIAGE.has(event.tag));
      return {
        spouse: person(f.husband_id === personId ? f.wife_id : f.husband_id),
        marriage: marriage ? fact(marriage) : null,
        children: f.children.map((id) => people.get(id)!),
      };
    }),
    siblings: [...siblingIds].map((id) => people.get(id)!).sort(byName),
    pedigree,
    descendants,
  };
}
