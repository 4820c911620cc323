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

const idList = (values: (number | null)[]) =>
  `{${[...new Set(values.filter((v): v is number => v !== null))].join(',')}}`;

/** Turns a page of occurrence rows into answers: names, collections and places in three lookups. */
export async function hydrateResults(db: ApiDb, rows: OccurrenceRow[]): Promise<RecordSearchResult[]> {
  if (rows.length === 0) return [];
  const [nameRows, collectionRows, placeRows] = await Promise.all([
    db.execute(
      sql`SELECT id, text FROM names WHERE id = ANY(${idList(rows.flatMap((r) => [r.surname_id, r.forename_id]))}::int[])`,
    ),
    db.execute(
      sql`SELECT id, uid, title, kind, access FROM collections WHERE id = ANY(${idList(rows.map((r) => r.collection_id))}::int[])`,
    ),
    db.execute(
      sql`SELECT id, name FROM places WHERE id = ANY(${idList(rows.map((r) => r.place_id))}::int[])`,
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
  const counties = await placeCounties(db, [...places.keys()]);
  return rows.map((row) => {
    const collection = collections.get(row.collection_id)!;
    const placeName = row.place_id === null ? undefined : places.get(row.place_id);
    const county = row.place_id === null ? undefined : counties.get(row.place_id);
    return {
      id: row.id,
      recordId: row.record_id,
      personId: row.person_id,
      collection,
      recordType: row.record_type as RecordType,
      role: row.role as Role,
      surname: row.surname_id === null ? null : (names.get(row.surname_id) ?? null),
      forename: row.forename_id === null ? null : (names.get(row.forename_id) ?? null),
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
