import {
  collectionPagePath,
  MATCH_KINDS,
  personPagePath,
  type RecordSearchResult,
  type RecordType,
  type Role,
  recordPagePath,
} from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { placeCounties } from '../places/place-counties.ts';
import { writtenName } from '../trees/tree-people.ts';

export const occurrenceRowSchema = z.object({
  id: z.coerce.number(),
  record_id: z.coerce.number().nullable(),
  person_id: z.coerce.number().nullable(),
  collection_id: z.coerce.number(),
  record_type: z.string(),
  role: z.string(),
  surname_id: z.coerce.number().nullable(),
  forename_id: z.coerce.number().nullable(),
  year_min: z.coerce.number().nullable(),
  year_max: z.coerce.number().nullable(),
  place_id: z.coerce.number().nullable(),
  rank: z.coerce.number().int().min(0).max(3),
});
export type OccurrenceRow = z.infer<typeof occurrenceRowSchema>;

/** The columns of `occurrenceRowSchema` read from an occurrence (alias `o`) but `role` and `rank`. */
export const OCCURRENCE_COLUMNS = sql`o.id, o.record_id, o.person_id, o.collection_id, o.record_type::text AS record_type,
  o.surname_id, o.forename_id, o.year_min, o.year_max, o.place_id`;

const idList = (values: (number | null)[]) =>
  `{${[...new Set(values.filter((v): v is number => v !== null))].join(',')}}`;

type PersonNames = { given_names: string; surname: string; written_name: string };

/**
 * A tree person's name as written, for an occurrence of their first name (the one it is written
 * from): its forename is the given names and its surname the surname, with or without its prefix.
 */
function writtenNameOf(person: PersonNames | undefined, surname: string | null, forename: string | null) {
  if (person === undefined || person.written_name === '') return null;
  const written = writtenName(person);
  const sameSurname = (surname ?? '') === person.surname || (surname ?? '') === written.surname;
  if (!sameSurname || (forename ?? '') !== person.given_names) return null;
  return [written.before, written.surname, written.after].filter(Boolean).join(' ');
}

/**
 * Turns a page of occurrence rows into answers: names, collections and places in three lookups.
 * `alsoNamed` holds, per row id, the other matched rows of its record, named in its answer.
 */
export async function hydrateResults(
  db: ApiDb,
  rows: OccurrenceRow[],
  alsoNamed: ReadonlyMap<number, OccurrenceRow[]> = new Map(),
): Promise<RecordSearchResult[]> {
  if (rows.length === 0) return [];
  const personIds = idList(rows.map((r) => r.person_id));
  const named = [...rows, ...[...alsoNamed.values()].flat()];
  const [nameRows, collectionRows, placeRows, personRows] = await Promise.all([
    db.execute(
      sql`SELECT id, text FROM names WHERE id = ANY(${idList(named.flatMap((r) => [r.surname_id, r.forename_id]))}::int[])`,
    ),
    db.execute(
      sql`SELECT id, uid, title, kind, access FROM collections WHERE id = ANY(${idList(rows.map((r) => r.collection_id))}::int[])`,
    ),
    db.execute(
      sql`SELECT id, name FROM places WHERE id = ANY(${idList(rows.map((r) => r.place_id))}::int[])`,
    ),
    personIds === '{}'
      ? Promise.resolve({ rows: [] })
      : db.execute(
          sql`SELECT id, given_names, surname, written_name FROM people WHERE id = ANY(${personIds}::int[])`,
        ),
  ]);
  const names = new Map(
    z
      .array(z.object({ id: z.coerce.number(), text: z.string() }))
      .parse(nameRows.rows)
      .map((n) => [n.id, n.text]),
  );
  const collections = new Map(
    z
      .array(
        z.object({
          id: z.coerce.number(),
          uid: z.string(),
          title: z.string(),
          kind: z.enum(['record_set', 'index', 'memorial_cards', 'family_tree', 'birth_briefs']),
          access: z.enum(['public', 'members']),
        }),
      )
      .parse(collectionRows.rows)
      .map(({ id, ...c }) => [id, c]),
  );
  const places = new Map(
    z
      .array(z.object({ id: z.coerce.number(), name: z.string() }))
      .parse(placeRows.rows)
      .map((p) => [p.id, p.name]),
  );
  const people = new Map(
    z
      .array(
        z.object({
          id: z.coerce.number(),
          given_names: z.string(),
          surname: z.string(),
          written_name: z.string(),
        }),
      )
      .parse(personRows.rows)
      .map(({ id, ...person }) => [id, person]),
  );
  const counties = await placeCounties(db, [...places.keys()]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((row) => {
    const collection = collections.get(row.collection_id)!;
    const placeName = row.place_id === null ? undefined : places.get(row.place_id);
    const county = row.place_id === null ? undefined : counties.get(row.place_id);
    const surname = row.surname_id === null ? null : (names.get(row.surname_id) ?? null);
    const forename = row.forename_id === null ? null : (names.get(row.forename_id) ?? null);
    return {
      id: row.id,
      recordId: row.record_id,
      personId: row.person_id,
      collection,
      recordType: row.record_type as RecordType,
      role: row.role as Role,
      surname,
      forename,
      writtenName: writtenNameOf(
        row.person_id === null ? undefined : people.get(row.person_id),
        surname,
        forename,
      ),
      yearMin: row.year_min,
      yearMax: row.year_max,
      place:
        placeName === undefined || row.place_id === null
          ? null
          : {
              id: row.place_id,
              name: placeName,
              county: county ? { name: county.name, code: county.code } : null,
            },
      match: MATCH_KINDS[row.rank]!,
      alsoNamed: (alsoNamed.get(row.id) ?? []).map((other) => ({
        forename: nameOf(other.forename_id),
        surname: nameOf(other.surname_id),
        role: other.role as Role,
      })),
      links: {
        api: row.record_id === null ? null : `/api/records/${row.record_id}`,
        page:
          recordPagePath(collection, row.record_id) ??
          personPagePath(collection, row.person_id) ??
          collectionPagePath(collection),
      },
    };
  });
}
