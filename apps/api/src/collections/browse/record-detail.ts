import type { RecordDetail } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  collectionVisible,
  occurrenceSource,
  seesMembersCollections,
  type Visibility,
} from '../search/visibility.ts';

const recordRow = z.object({
  id: z.coerce.number(),
  record_type: z.string(),
  original: z.record(z.string(), z.unknown()),
  year_min: z.coerce.number().nullable(),
  year_max: z.coerce.number().nullable(),
  place_id: z.coerce.number().nullable(),
  source_ref: z.string(),
  uid: z.string(),
  title: z.string(),
  kind: z.enum(['record_set', 'index', 'memorial_cards', 'family_tree', 'birth_briefs']),
  access: z.enum(['public', 'members']),
  citation: z.string(),
  source: z.string(),
});
const nameRows = z.array(
  z.object({
    role: z.string(),
    surname: z.string().nullable(),
    forename: z.string().nullable(),
    year_min: z.coerce.number().nullable(),
    year_max: z.coerce.number().nullable(),
  }),
);
const placeRows = z.array(
  z.object({ id: z.coerce.number(), name: z.string(), kind: z.string(), code: z.string() }),
);

/**
 * `GET /api/records/{id}`: 404 when it does not exist or the reader may not see its collection; a
 * memorial card's columns (its transcription) only for members.
 */
export async function recordDetail(db: ApiDb, id: number, visibility: Visibility): Promise<RecordDetail> {
  const found = await db.execute(sql`
    SELECT r.id, r.record_type::text AS record_type, r.original, r.year_min, r.year_max, r.place_id, r.source_ref,
           c.uid, c.title, c.kind::text AS kind, c.access::text AS access, c.citation, c.source
    FROM records r JOIN collections c ON c.id = r.collection_id
    WHERE r.id = ${id} AND ${collectionVisible(visibility, 'c')}`);
  if (found.rows.length === 0) throw HttpError.notFound();
  const record = recordRow.parse(found.rows[0]);
  const [names, places] = await Promise.all([
    db.execute(sql`
      SELECT o.role::text AS role, s.text AS surname, f.text AS forename, o.year_min, o.year_max
      FROM ${occurrenceSource(visibility)} o
      LEFT JOIN names s ON s.id = o.surname_id LEFT JOIN names f ON f.id = o.forename_id
      WHERE o.record_id = ${id} ORDER BY o.id`),
    db.execute(sql`
      WITH RECURSIVE up(id, depth) AS (
        SELECT id, 0 FROM places WHERE id = ${record.place_id}
        UNION ALL SELECT p.parent_id, up.depth + 1 FROM up JOIN places p ON p.id = up.id
        WHERE p.parent_id IS NOT NULL AND up.depth < 10)
      SELECT p.id, p.name, p.kind::text AS kind, p.code FROM up JOIN places p ON p.id = up.id ORDER BY up.depth`),
  ]);
  const citation = [record.citation || record.title, record.source_ref].filter(Boolean).join(', ');
  return {
    id: record.id,
    collection: {
      uid: record.uid,
      title: record.title,
      kind: record.kind,
      access: record.access,
      citation: record.citation,
      source: record.source,
    },
    recordType: record.record_type as RecordDetail['recordType'],
    yearMin: record.year_min,
    yearMax: record.year_max,
    // A memorial card's transcription is for members (its index entry, below, is public).
    original:
      record.kind === 'memorial_cards' && !seesMembersCollections(visibility)
        ? []
        : Object.entries(record.original).map(([column, value]) => ({
            column,
            value: String(value ?? ''),
          })),
    names: nameRows.parse(names.rows).map((row) => ({
      role: row.role as RecordDetail['names'][number]['role'],
      surname: row.surname,
      forename: row.forename,
      yearMin: row.year_min,
      yearMax: row.year_max,
    })),
    places: placeRows.parse(places.rows),
    sourceRef: record.source_ref,
    citation,
  };
}
